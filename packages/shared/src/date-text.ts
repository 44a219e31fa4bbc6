import { dateTimeFormat } from './intl-formats';
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

/** A wall-clock time in a zone: its calendar day, weekday (0 = Sunday), hour (0–23) and minute. */
export interface WallTime extends CalendarDay {
  weekday: number;
  hour: number;
  minute: number;
}

/**
 * An instant's wall-clock time in a zone (undefined: the device's), and the zone's offset from UTC
 * then, in minutes. Intl gives the numbers only, no language's words. Throws on an unknown zone.
 */
export function wallTimeIn(instant: Date | number, timeZone: string | undefined): { time: WallTime; offset: number } {
  const format = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const parts = format.formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const [year, month, day, hour, minute] = [
    field('year'),
    field('month'),
    field('day'),
    field('hour') % 24,
    field('minute'),
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offset = Math.round((asUtc - Math.floor(Number(instant) / 60_000) * 60_000) / 60_000);
  return { time: { year, month, day, hour, minute, weekday: new Date(asUtc).getUTCDay() }, offset };
}

const WEEKDAY_NAMES: Record<Language, readonly string[]> = {
  ko: ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'],
  ja: ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
};

/** A zone's offset from UTC as Intl's short zone name writes it where the zone has no other: "GMT+9", "GMT-3:30" (French "UTC+9"). */
export function offsetZoneName(lang: Language, offsetMinutes: number): string {
  const prefix = lang === 'fr' ? 'UTC' : 'GMT';
  if (offsetMinutes === 0) return prefix;
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `${prefix}${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const twelveHour = (hour: number) => hour % 12 || 12;

/** The time of day as each language writes it: "7:05" with its half of the day where it has one. */
function clock(lang: Language, time: WallTime, withHalf: boolean): string {
  const minutes = twoDigits(time.minute);
  switch (lang) {
    case 'ko':
      return `${withHalf ? `${time.hour < 12 ? '오전' : '오후'} ` : ''}${twelveHour(time.hour)}:${minutes}`;
    case 'en':
      return `${twelveHour(time.hour)}:${minutes}${withHalf ? ` ${time.hour < 12 ? 'AM' : 'PM'}` : ''}`;
    case 'fr':
      return `${twoDigits(time.hour)}:${minutes}`;
    default:
      return `${time.hour}:${minutes}`;
  }
}

/** A day with its weekday, as Intl's long date with `weekday: 'long'` writes it ("Friday, November 27, 2026"). */
function dayWithWeekday(lang: Language, time: WallTime): string {
  const date = longDateText(lang, time.year, time.month, time.day);
  const weekday = WEEKDAY_NAMES[lang][time.weekday];
  switch (lang) {
    case 'ko':
      return `${date} ${weekday}`;
    case 'ja':
      return `${date}${weekday}`;
    case 'fr':
      return `${weekday} ${date}`;
    default:
      return `${weekday}, ${date}`;
  }
}

/** One moment in words with its zone, as Intl writes a long date with its time. */
function momentText(lang: Language, time: WallTime, zone: string): string {
  const day = dayWithWeekday(lang, time);
  const at = clock(lang, time, true);
  switch (lang) {
    case 'en':
      return `${day} at ${at} ${zone}`;
    case 'fr':
      return `${day} à ${at} ${zone}`;
    case 'es':
      return `${day}, ${at} ${zone}`;
    default:
      return `${day} ${at} ${zone}`;
  }
}

/**
 * A session's start and end in words, in the zone they are given in, with the zone named ("Friday,
 * November 27, 2026, 7:00 – 7:30 AM GMT+9"): the text browsers' Intl writes for a long date range
 * with times, written here so that the server and every browser agree. Their ICU data does not:
 * the server's writes Korean "AM 7:00" where browsers write "오전 7:00", and English and French
 * with narrow and thin spaces where browsers have plain ones, so the page's text changed as it
 * hydrated. Japanese is written as its long dates are ("2026年11月27日金曜日 7:00～7:30 GMT+9");
 * Intl's range gives "2026/11/27金曜日 7時00分～7時30分(GMT+9)", out of step with the page's other
 * dates. A test holds the other languages to Intl's text.
 */
export function sessionTimeText(lang: Language, start: WallTime, end: WallTime, zone: string): string {
  const sameDay = start.year === end.year && start.month === end.month && start.day === end.day;
  if (!sameDay) {
    const dash = lang === 'ja' ? '～' : lang === 'ko' ? ' ~ ' : ' – ';
    return `${momentText(lang, start, zone)}${dash}${momentText(lang, end, zone)}`;
  }
  if (start.hour === end.hour && start.minute === end.minute) return momentText(lang, start, zone);
  const day = dayWithWeekday(lang, start);
  const sameHalf = start.hour < 12 === end.hour < 12;
  switch (lang) {
    case 'ko':
      return sameHalf
        ? `${day} ${clock(lang, start, true)}~${clock(lang, end, false)} ${zone}`
        : `${day} ${clock(lang, start, true)} ~ ${clock(lang, end, true)} ${zone}`;
    case 'ja':
      return `${day} ${clock(lang, start, false)}～${clock(lang, end, false)} ${zone}`;
    case 'en':
      return `${day}, ${clock(lang, start, !sameHalf)} – ${clock(lang, end, true)} ${zone}`;
    case 'es':
      return `${day}, ${clock(lang, start, false)}–${clock(lang, end, false)} ${zone}`;
    case 'fr':
      return `${day}, ${clock(lang, start, false)} – ${clock(lang, end, false)} ${zone}`;
  }
}
