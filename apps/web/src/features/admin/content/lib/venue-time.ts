import { wallClock } from '@atrium/shared/wall-clock';

import { VENUE_TIME_ZONE } from '@atrium/shared/venue-time-zone';

/** The venue's time zone (docs/spec/decisions.md §2: TIMEZONE, Asia/Seoul): schedules are given in it. */
export { VENUE_TIME_ZONE };

/** The zone's offset from UTC at an instant, in minutes (Seoul: 540). */
function offsetMinutes(instant: number, timeZone: string): number {
  const p = wallClock(timeZone, instant);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A datetime-local value read as the venue's wall-clock time, as an ISO date-time with its offset
 * ('2026-04-10T10:30' → '2026-04-10T10:30:00+09:00'); null when the value is not a date-time.
 */
export function venueLocalToIso(value: string, timeZone = VENUE_TIME_ZONE): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wallClock = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wallClock)) return null;
  // The offset at the guessed instant, checked once more at the corrected one (a DST change between).
  let offset = offsetMinutes(wallClock, timeZone);
  offset = offsetMinutes(wallClock - offset * 60_000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${value}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant as a datetime-local value on the venue's wall clock ('2026-04-10T01:30Z' → '2026-04-10T10:30'); '' when unreadable. */
export function isoToVenueLocal(iso: string, timeZone = VENUE_TIME_ZONE): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const p = wallClock(timeZone, instant);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * A schedule's time as typed (datetime-local, the venue's wall clock): its ISO date-time when it
 * is one and still to come, else the key of what is wrong with it.
 */
export function scheduledTime(value: string, now = Date.now()): { at: string } | { error: string } {
  const at = venueLocalToIso(value);
  if (!at) return { error: 'validation:INVALID_DATE' };
  if (Date.parse(at) <= now) return { error: 'admin:content.when.past' };
  return { at };
}
