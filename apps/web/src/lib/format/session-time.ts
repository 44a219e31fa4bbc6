import type { Language } from '@atrium/shared/languages';
import { sessionTimeText, timeRangeText, wallTimeIn, zoneName, type WallTime } from '@atrium/shared/session-time-text';

/** A session's start and end as wall-clock times in the venue's zone, and that zone's name; null when unreadable. */
function wallTimes(startsAt: string, endsAt: string, lang: Language, timeZone: string) {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  let zone: string | undefined = timeZone;
  let from: ReturnType<typeof wallTimeIn>;
  try {
    from = wallTimeIn(start, zone);
  } catch {
    // An unknown zone name: the visitor's own zone, still named.
    zone = undefined;
    from = wallTimeIn(start, zone);
  }
  return { from: from.time, to: wallTimeIn(end, zone).time, zone: zoneName(lang, zone, from.offset) };
}

const sameDay = (a: WallTime, b: WallTime) => a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * A session's time in the venue's time zone, with the zone named so a visitor abroad is not
 * misled: "Friday, April 10, 2026, 10:30 AM – 12:00 PM GMT+9" (Korean: "(한국 시간)"). Intl gives the numbers only (the
 * wall-clock time in that zone); the words are the shared sessionTimeText's, the same on the
 * server as in every browser.
 */
export function formatSessionTime(startsAt: string, endsAt: string, lang: Language, timeZone: string): string {
  const times = wallTimes(startsAt, endsAt, lang, timeZone);
  if (!times) return `${startsAt} – ${endsAt}`;
  return sessionTimeText(lang, times.from, times.to, times.zone);
}

/**
 * A session's times of day only, with the zone named ("10:30 – 11:45 AM GMT+9", "오전 10:30~11:45
 * (한국 시간)"), where its day is said already (the home page's "Today" block). A session that
 * runs past its day is written in full.
 */
export function formatSessionClock(startsAt: string, endsAt: string, lang: Language, timeZone: string): string {
  const times = wallTimes(startsAt, endsAt, lang, timeZone);
  if (!times) return `${startsAt} – ${endsAt}`;
  if (!sameDay(times.from, times.to)) return sessionTimeText(lang, times.from, times.to, times.zone);
  return `${timeRangeText(lang, times.from, times.to)} ${times.zone}`;
}
