import { formatDateText } from '@atrium/shared/date-text';
import { dateTimeFormat, listFormat } from '@atrium/shared/intl-formats';
import type { Language } from '@atrium/shared/languages';

/** The week as the venue reads it, Monday first, so "Tuesday to Sunday" is one run. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
/** 2023-01-01 was a Sunday: weekday d is January 1 + d. */
const weekdayInstant = (day: number) => Date.UTC(2023, 0, 1 + day);

/** A weekday's name (0 Sunday … 6 Saturday) in the page language: "Tuesday", "화요일". */
function weekdayName(day: number, lang: Language): string {
  return dateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(weekdayInstant(day));
}

/**
 * Days of the week as runs of consecutive days, Monday first: [0, 2, 3, 4, 5, 6] is one run,
 * Tuesday to Sunday; [1, 3, 5] three runs of one day.
 */
export function dayRuns(days: readonly number[]): Array<{ from: number; to: number }> {
  const runs: Array<{ from: number; to: number; length: number }> = [];
  for (const day of WEEK_ORDER.filter((d) => days.includes(d))) {
    const last = runs.at(-1);
    if (last && WEEK_ORDER.indexOf(day) === WEEK_ORDER.indexOf(last.to) + 1) {
      last.to = day;
      last.length += 1;
    } else runs.push({ from: day, to: day, length: 1 });
  }
  // Two days side by side read better as two names than as a range.
  return runs.flatMap(({ from, to, length }) =>
    length === 2
      ? [
          { from, to: from },
          { from: to, to },
        ]
      : [{ from, to }],
  );
}

/** "Tuesday to Sunday", "Monday, Wednesday and Friday": `range` words a run of three days or more. */
export function formatDays(
  days: readonly number[],
  lang: Language,
  range: (from: string, to: string) => string,
): string {
  const parts = dayRuns(days).map(({ from, to }) =>
    from === to ? weekdayName(from, lang) : range(weekdayName(from, lang), weekdayName(to, lang)),
  );
  const text = listFormat(lang, { type: 'conjunction' }).format(parts);
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/**
 * A venue time (HH:mm) as the page language writes it: "9:30 AM", "9:30", and "09:30" in Korean,
 * as Korean venues post their hours (ICU versions also disagree on Korean's "오전"/"AM", which
 * would make the server's markup differ from the browser's).
 */
export function formatTime(time: string, lang: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const options: Intl.DateTimeFormatOptions =
    lang === 'ko' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { hour: 'numeric', minute: '2-digit' };
  return dateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1, hours, minutes));
}

/** A calendar date (yyyy-MM-dd) with its weekday: "Fri, January 1, 2027", "2027년 1월 1일 (금)". */
export function formatClosureDate(date: string, lang: Language): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const format = dateTimeFormat(lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  });
  return formatDateText(format, Date.UTC(year, month - 1, day));
}

/** A tel: link's number: digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
