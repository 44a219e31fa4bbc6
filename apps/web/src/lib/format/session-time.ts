import type { Language } from '@atrium/shared/languages';
import { sessionTimeText, wallTimeIn, zoneName } from '@atrium/shared/session-time-text';

/**
 * A session's time in the venue's time zone, with the zone named so a visitor abroad is not
 * misled: "Friday, April 10, 2026, 10:30 AM – 12:00 PM GMT+9" (Korean: "(한국 시간)"). Intl gives the numbers only (the
 * wall-clock time in that zone); the words are the shared sessionTimeText's, the same on the
 * server as in every browser.
 */
export function formatSessionTime(startsAt: string, endsAt: string, lang: Language, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startsAt} – ${endsAt}`;
  let zone: string | undefined = timeZone;
  let from: ReturnType<typeof wallTimeIn>;
  try {
    from = wallTimeIn(start, zone);
  } catch {
    // An unknown zone name: the visitor's own zone, still named.
    zone = undefined;
    from = wallTimeIn(start, zone);
  }
  return sessionTimeText(lang, from.time, wallTimeIn(end, zone).time, zoneName(lang, zone, from.offset));
}
