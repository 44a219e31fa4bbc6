import { formatDateText, type CalendarDay } from './date-text';
import { dateTimeFormat } from './intl-formats';
import type { Language } from './languages';

// A session's time in words: apart from date-text, which every page's first load carries, as
// only the event pages write times.

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

/** A zone's offset from UTC as Intl's short zone name writes it where the zone has no other: "GMT+9", "GMT-3:30" (French "UTC+9"). */
export function offsetZoneName(lang: Language, offsetMinutes: number): string {
  const prefix = lang === 'fr' ? 'UTC' : 'GMT';
  if (offsetMinutes === 0) return prefix;
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `${prefix}${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * The name a time is labelled with: Korean readers are told "(한국 시간)" for the venue in Korea
 * rather than "GMT+9", which reads as jargon; elsewhere, and in the other languages, the offset.
 */
export function zoneName(lang: Language, timeZone: string | undefined, offsetMinutes: number): string {
  if (lang === 'ko' && timeZone === 'Asia/Seoul') return '(한국 시간)';
  return offsetZoneName(lang, offsetMinutes);
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

/** A day with its weekday, as Intl's `dateStyle: 'full'` writes it ("Friday, November 27, 2026"), French's "1er" kept. */
const dayWithWeekday = (lang: Language, time: WallTime) =>
  formatDateText(
    dateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }),
    Date.UTC(time.year, time.month - 1, time.day),
  );

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
  const sep = lang === 'ko' || lang === 'ja' ? ' ' : ', ';
  return `${day}${sep}${timeRangeText(lang, start, end)} ${zone}`;
}

/** The times of day of a same-day session ("10:30 – 11:45 AM", "오전 10:30~11:45"), as sessionTimeText writes them after the day. */
function timeRangeText(lang: Language, start: WallTime, end: WallTime): string {
  if (start.hour === end.hour && start.minute === end.minute) return clock(lang, start, true);
  const sameHalf = start.hour < 12 === end.hour < 12;
  switch (lang) {
    case 'ko':
      return sameHalf
        ? `${clock(lang, start, true)}~${clock(lang, end, false)}`
        : `${clock(lang, start, true)} ~ ${clock(lang, end, true)}`;
    case 'ja':
      return `${clock(lang, start, false)}～${clock(lang, end, false)}`;
    case 'en':
      return `${clock(lang, start, !sameHalf)} – ${clock(lang, end, true)}`;
    case 'es':
      return `${clock(lang, start, false)}–${clock(lang, end, false)}`;
    case 'fr':
      return `${clock(lang, start, false)} – ${clock(lang, end, false)}`;
  }
}

/**
 * A session's times of day only, with the zone named ("10:30 – 11:45 AM GMT+9", "오전 10:30~11:45
 * (한국 시간)"), where its day is said already (the home page's "Today" block); one that runs
 * past its day, in full.
 */
export function sessionClockText(lang: Language, start: Date, end: Date, timeZone: string): string {
  const from = wallTimeIn(start, timeZone);
  const to = wallTimeIn(end, timeZone).time;
  const zone = zoneName(lang, timeZone, from.offset);
  const sameDay = from.time.year === to.year && from.time.month === to.month && from.time.day === to.day;
  return sameDay ? `${timeRangeText(lang, from.time, to)} ${zone}` : sessionTimeText(lang, from.time, to, zone);
}
