import type { Language } from './languages';

/**
 * Dates as each language writes them. Intl covers nearly everything; what it misses is French's
 * ordinal first day of the month: French writes "1er octobre 2026", Intl gives "1 octobre 2026".
 * Every date the site shows in words goes through these two functions.
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

const MONTH_NAMES = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
} as const;

/**
 * A calendar date in words, as Intl's `dateStyle: 'long'` writes it in the site's languages (with
 * French's "1er"), without Intl: a page's first Intl formatter costs about 45 ms of main thread
 * (the engine loads its locale data), paid inside the hydration of a page that shows one date.
 * `month` counts from 1. A test holds it to Intl's text for every day of a year.
 */
export function longDateText(lang: Language, year: number, month: number, day: number): string {
  switch (lang) {
    case 'ko':
      return `${year}년 ${month}월 ${day}일`;
    case 'ja':
      return `${year}年${month}月${day}日`;
    case 'en':
      return `${MONTH_NAMES.en[month - 1]} ${day}, ${year}`;
    case 'es':
      return `${day} de ${MONTH_NAMES.es[month - 1]} de ${year}`;
    case 'fr':
      return `${day === 1 ? '1er' : day} ${MONTH_NAMES.fr[month - 1]} ${year}`;
  }
}

/** A calendar date's parts; `month` counts from 1. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** ICU's dash between two dates in words, set off by thin spaces, as Intl writes it. */
const SPACED_DASH = '\u2009–\u2009';
/** Between two whole dates, by language. */
const RANGE_DASH: Record<Language, string> = { ko: '~', ja: '～', en: SPACED_DASH, es: SPACED_DASH, fr: SPACED_DASH };

/**
 * A run of calendar days in words, as Intl's `dateStyle: 'long'` range writes it (with French's
 * "1er"), without Intl, for the same reason as longDateText: the event list showed its dates
 * through one formatter, the first of the page, at 17 ms of a phone's main thread (68 ms at 4×
 * CPU slowdown) inside hydration. What the two days share is written once ("November 18 – 25,
 * 2026"). Japanese is written as its single long dates are ("2026年11月18日～12月18日", CLDR's
 * interval pattern): Intl's range gives "2026/11/18～2026/12/18" there, out of step with every
 * other date on the page. A test holds the others to Intl's text.
 */
export function longDateRangeText(lang: Language, start: CalendarDay, end: CalendarDay): string {
  const sameYear = start.year === end.year;
  const sameMonth = sameYear && start.month === end.month;
  const whole = (date: CalendarDay) => longDateText(lang, date.year, date.month, date.day);
  if (sameMonth && start.day === end.day) return whole(start);
  // Across a new year nothing is shared: both dates whole.
  if (!sameYear) return `${whole(start)}${RANGE_DASH[lang]}${whole(end)}`;
  const first = (day: number) => (lang === 'fr' && day === 1 ? '1er' : String(day));
  switch (lang) {
    case 'ko':
      return `${start.year}년 ${start.month}월 ${start.day}일~${sameMonth ? '' : `${end.month}월 `}${end.day}일`;
    case 'ja':
      return `${start.year}年${start.month}月${start.day}日～${sameMonth ? '' : `${end.month}月`}${end.day}日`;
    case 'en': {
      const [from, to] = [MONTH_NAMES.en[start.month - 1], MONTH_NAMES.en[end.month - 1]];
      return `${from} ${start.day}${SPACED_DASH}${sameMonth ? '' : `${to} `}${end.day}, ${end.year}`;
    }
    case 'es': {
      const [from, to] = [MONTH_NAMES.es[start.month - 1], MONTH_NAMES.es[end.month - 1]];
      if (sameMonth) return `${start.day}–${end.day} de ${to} de ${end.year}`;
      return `${start.day} de ${from}${SPACED_DASH}${end.day} de ${to} de ${end.year}`;
    }
    case 'fr': {
      const [from, to] = [MONTH_NAMES.fr[start.month - 1], MONTH_NAMES.fr[end.month - 1]];
      if (sameMonth) return `${first(start.day)}–${first(end.day)} ${to} ${end.year}`;
      return `${first(start.day)} ${from}${SPACED_DASH}${first(end.day)} ${to} ${end.year}`;
    }
  }
}
