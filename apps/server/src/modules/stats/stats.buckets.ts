import type { TimeRange } from '@atrium/shared/api/admin';

/** How many buckets each range shows, and the SQL unit that truncates to a bucket. */
export const RANGE = {
  day: { unit: 'day', count: 30 },
  week: { unit: 'week', count: 12 },
  month: { unit: 'month', count: 12 },
  year: { unit: 'year', count: 5 },
} as const satisfies Record<TimeRange, { unit: string; count: number }>;

/** Today's date (yyyy-MM-dd) in a time zone. */
export function localToday(timezone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (d: Date) => d.toISOString().slice(0, 10);

/** The start of the bucket holding a local date (weeks start on Monday, as PostgreSQL's date_trunc). */
function bucketStart(range: TimeRange, localDate: string): string {
  const d = toDate(localDate);
  if (range === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (range === 'month') d.setUTCDate(1);
  if (range === 'year') d.setUTCMonth(0, 1);
  return toIso(d);
}

/** The bucket starts of a range, oldest first, ending with the bucket holding today. */
export function bucketStarts(range: TimeRange, today: string): string[] {
  const starts: string[] = [];
  const d = toDate(bucketStart(range, today));
  for (let i = 0; i < RANGE[range].count; i++) {
    starts.unshift(toIso(d));
    if (range === 'day') d.setUTCDate(d.getUTCDate() - 1);
    if (range === 'week') d.setUTCDate(d.getUTCDate() - 7);
    if (range === 'month') d.setUTCMonth(d.getUTCMonth() - 1);
    if (range === 'year') d.setUTCFullYear(d.getUTCFullYear() - 1);
  }
  return starts;
}
