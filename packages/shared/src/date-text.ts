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
