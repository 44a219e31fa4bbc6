import { formatDateText, instantDateText, longDateRangeText, longDateText } from '@atrium/shared/date-text';
import { dateTimeFormat } from '@atrium/shared/intl-formats';
import type { Language } from '@atrium/shared/languages';

/**
 * Dates to text for every page: the one place the web app turns a date into words, over Intl and
 * the shared `date-text` (French's "1er"). Venue-local calendar dates are formatted as UTC
 * midnights so the day never shifts; instants are written on the venue's calendar (its time zone),
 * so the server's text and the browser's agree whatever either machine's zone.
 */

/** A venue-local calendar date ('2026-04-10') as a UTC midnight, so formatting never shifts the day. */
export function calendarDateValue(isoDate: string): Date | null {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return null;
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * A calendar date ('2026-04-10') in the page language: "April 10, 2026", "2026년 4월 10일"
 * (`short`: "4/10"); text it cannot read comes back unchanged.
 */
export function formatCalendarDate(isoDate: string, lang: Language, style: 'long' | 'short' = 'long'): string {
  const date = calendarDateValue(isoDate);
  if (!date) return isoDate;
  if (style === 'long') return longDateText(lang, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  return formatDateText(dateTimeFormat(lang, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }), date);
}

/** The first and last day of a run of calendar dates: "April 10 – May 7, 2026", one date when equal. */
export function formatDateRange(startDate: string, endDate: string, lang: Language): string {
  const start = calendarDateValue(startDate);
  const end = calendarDateValue(endDate);
  if (!start || !end) return `${startDate} – ${endDate}`;
  return longDateRangeText(lang, calendarDay(start), calendarDay(end));
}

const calendarDay = (date: Date) => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});

/**
 * An instant (a publication, an update) as its day in the venue's time zone, in the page language:
 * 17:00 UTC on December 6 is "2026년 12월 7일", on the server as in any browser.
 */
export function formatInstantDate(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return instantDateText(lang, date);
}
