import type { Language } from '@atrium/shared/languages';
import { localizedKey } from '../../../lib/queryKeys';

/**
 * Query keys of the education reads. Localized content carries its language; the member's
 * reading positions are the member's own data, under `account` so that signing out or in as
 * someone else drops them with the rest.
 */
export const eduKeys = {
  webtoons: (lang: Language) => localizedKey('webtoons', lang, 'list'),
  webtoon: (lang: Language, id: number) => localizedKey('webtoons', lang, 'detail', id),
  epics: (lang: Language) => localizedKey('epic', lang, 'list'),
  epic: (lang: Language, id: number) => localizedKey('epic', lang, 'detail', id),
  webtoonPositions: () => ['account', 'webtoonPositions'] as const,
};
