import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';

/**
 * Query keys of the education reads. Localized content carries its language; the member's
 * reading positions are the member's own data, under `account` so that signing out or in as
 * someone else drops them with the rest. The server embeds the public reads in the pages' HTML
 * under the same keys.
 */
export const eduKeys = {
  webtoons: (lang: Language) => PREFETCH_KEYS.webtoons(lang),
  webtoon: (lang: Language, id: number) => PREFETCH_KEYS.webtoon(lang, id),
  epics: (lang: Language) => PREFETCH_KEYS.epics(lang),
  epic: (lang: Language, id: number) => PREFETCH_KEYS.epic(lang, id),
  webtoonPositions: () => ['account', 'webtoonPositions'] as const,
};
