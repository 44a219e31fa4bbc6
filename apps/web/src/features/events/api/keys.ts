import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';
import { checkInKeys } from '#web/components/check-in/check-in-keys';

/**
 * Query keys of the events feature. Member data (check-ins, gifts) sits under `member`, with
 * the signed-in name, so one member's state is never shown to the next one in the same tab. The
 * server embeds the public reads (list, detail, program) in the pages' HTML under the same keys.
 */
export const eventsKeys = {
  list: (lang: Language) => PREFETCH_KEYS.events(lang),
  detail: (lang: Language, id: number) => PREFETCH_KEYS.event(lang, id),
  program: (lang: Language, categoryId: number, programId: number) =>
    PREFETCH_KEYS.program(lang, categoryId, programId),
  member: checkInKeys.member,
  checkIns: checkInKeys.checkIns,
  gifts: (lang: Language, id: number, who: string) => [...eventsKeys.member(), 'gifts', id, lang, who] as const,
};
