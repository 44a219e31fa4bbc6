import { dateTimeFormat } from './intl-formats';
import type { Language } from './languages';
import { VENUE_TIME_ZONE } from './venue-time-zone';

/**
 * Dates as each language writes them, by Intl. What it misses is French's ordinal first day of
 * the month: French writes "1er octobre 2026", Intl gives "1 octobre 2026". Every date the site
 * shows in words goes through formatDateText; a run of days is joined by longDateRangeText.
 */

/** True when the parts name the month in words ("octobre", "oct."), not as a number (01/10). */
const monthInWords = (parts: readonly Intl.DateTimeFormatPart[]) =>
  parts.some((p) => p.type === 'month' && !/^\d+$/.test(p.value));

function joinParts(parts: readonly Intl.DateTimeFormatPart[], locale: string): string {
  if (!locale.startsWith('fr') || !monthInWords(parts)) return parts.map((p) => p.value).join('');
  return parts.map((p) => (p.type === 'day' && Number(p.value) === 1 ? '1er' : p.value)).join('');
}

/** `format.format(date)`, with the French "1er". */
export function formatDateText(format: Intl.DateTimeFormat, date: Date | number): string {
  return joinParts(format.formatToParts(date), format.resolvedOptions().locale);
}

/** `format.formatRange(start, end)`, with the French "1er" ("1er – 7 octobre 2026"). */
export function formatDateRangeText(format: Intl.DateTimeFormat, start: Date | number, end: Date | number): string {
  return joinParts(format.formatRangeToParts(start, end), format.resolvedOptions().locale);
}

/** A calendar date's parts; `month` counts from 1. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** A calendar day as the UTC midnight that starts it: written in UTC, it is that day everywhere. */
const utcMidnight = (date: CalendarDay) => Date.UTC(date.year, date.month - 1, date.day);

/** Intl's long date (made once per language and zone: intl-formats). */
const longFormat = (lang: Language, timeZone: string) => dateTimeFormat(lang, { dateStyle: 'long', timeZone });

/** A calendar date in words, as Intl's `dateStyle: 'long'` writes it, with French's "1er". `month` counts from 1. */
export function longDateText(lang: Language, year: number, month: number, day: number): string {
  return formatDateText(longFormat(lang, 'UTC'), utcMidnight({ year, month, day }));
}

/**
 * The day of an instant (a publication, an update) in words, on the calendar of the venue's time
 * zone: the same text on a server in UTC as in a browser in Seoul or Lisbon.
 */
export function instantDateText(lang: Language, instant: Date | number, timeZone: string = VENUE_TIME_ZONE): string {
  return formatDateText(longFormat(lang, timeZone), instant);
}

/** The month's name as the language's long date writes it ("November", "noviembre", "novembre"); Korean and Japanese number their months. */
const monthName = (lang: Language, month: number) =>
  longFormat(lang, 'UTC')
    .formatToParts(Date.UTC(2026, month - 1, 15))
    .find((part) => part.type === 'month')?.value ?? String(month);

/** ICU's dash between two dates in words, set off by thin spaces, as Intl writes it. */
const SPACED_DASH = '\u2009–\u2009';
/** Between two whole dates, by language. */
const RANGE_DASH: Record<Language, string> = { ko: '~', ja: '～', en: SPACED_DASH, es: SPACED_DASH, fr: SPACED_DASH };

/**
 * A run of calendar days in words, as Intl's `dateStyle: 'long'` range writes it on the server
 * (with French's "1er"): what the two days share is written once ("November 18 – 25, 2026"). The
 * joining is written here, the dates and month names are Intl's: the server's ICU and the
 * browsers' join a range differently (Korean "12월 4일~31일" on the server, "12월 4일 ~ 31일" in
 * Chromium), and the page's text changed as it hydrated. Japanese is written as its single long
 * dates are ("2026年11月18日～12月18日", CLDR's interval pattern): Intl's range gives
 * "2026/11/18～2026/12/18" there, out of step with every other date on the page. A test holds the
 * others to the server's Intl text.
 */
export function longDateRangeText(lang: Language, start: CalendarDay, end: CalendarDay): string {
  const sameYear = start.year === end.year;
  const sameMonth = sameYear && start.month === end.month;
  const whole = (date: CalendarDay) => longDateText(lang, date.year, date.month, date.day);
  if (sameMonth && start.day === end.day) return whole(start);
  // Across a new year nothing is shared: both dates whole.
  if (!sameYear) return `${whole(start)}${RANGE_DASH[lang]}${whole(end)}`;
  const first = (day: number) => (lang === 'fr' && day === 1 ? '1er' : String(day));
  const [from, to] = [monthName(lang, start.month), monthName(lang, end.month)];
  switch (lang) {
    case 'ko':
      return `${whole(start)}~${sameMonth ? '' : `${end.month}월 `}${end.day}일`;
    case 'ja':
      return `${whole(start)}～${sameMonth ? '' : `${end.month}月`}${end.day}日`;
    case 'en':
      return `${from} ${start.day}${SPACED_DASH}${sameMonth ? '' : `${to} `}${end.day}, ${end.year}`;
    case 'es':
      if (sameMonth) return `${start.day}–${end.day} de ${to} de ${end.year}`;
      return `${start.day} de ${from}${SPACED_DASH}${end.day} de ${to} de ${end.year}`;
    case 'fr':
      if (sameMonth) return `${first(start.day)}–${first(end.day)} ${to} ${end.year}`;
      return `${first(start.day)} ${from}${SPACED_DASH}${first(end.day)} ${to} ${end.year}`;
  }
}
