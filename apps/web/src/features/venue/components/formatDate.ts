import { formatDateText } from '@atrium/shared/dateText';
import type { Language } from '@atrium/shared/languages';

/** A calendar date ('2026-04-10') in the page language ("April 10, 2026", "2026년 4월 10일"); no time zone shift. */
export function formatCalendarDate(isoDate: string, lang: Language): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
  return formatDateText(format, Date.UTC(year, month - 1, day));
}

/** An instant (updatedAt) as a date in the page language, in the visitor's time zone. */
export function formatInstantDate(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateText(new Intl.DateTimeFormat(lang, { dateStyle: 'long' }), date);
}
