import type { Language } from '@atrium/shared/languages';
import { localizedKey } from '../../../lib/queryKeys';

/**
 * Query keys of the events feature. Member data (check-ins, gifts) sits under `member`, with
 * the signed-in name, so one member's state is never shown to the next one in the same tab.
 */
export const eventsKeys = {
  list: (lang: Language) => localizedKey('events', lang, 'list'),
  detail: (lang: Language, id: number) => localizedKey('events', lang, 'detail', id),
  program: (lang: Language, categoryId: number, programId: number) =>
    localizedKey('events', lang, 'program', categoryId, programId),
  member: () => ['events', 'member'] as const,
  checkIns: (id: number, who: string) => [...eventsKeys.member(), 'checkIns', id, who] as const,
  gifts: (lang: Language, id: number, who: string) => [...eventsKeys.member(), 'gifts', id, lang, who] as const,
};
