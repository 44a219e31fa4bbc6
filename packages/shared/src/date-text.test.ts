import { describe, expect, it } from 'vitest';
import {
  formatDateRangeText,
  formatDateText,
  longDateRangeText,
  longDateText,
  offsetZoneName,
  sessionTimeText,
  wallTimeIn,
} from './date-text';

const long = (lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
const oct = (day: number) => Date.UTC(2026, 9, day);

describe('dates in words', () => {
  it('writes the first of the month as French does: "1er octobre"', () => {
    expect(formatDateText(long('fr'), oct(1))).toBe('1er octobre 2026');
    expect(formatDateText(long('fr'), oct(11))).toBe('11 octobre 2026');
    expect(formatDateText(long('fr'), oct(21))).toBe('21 octobre 2026');
  });

  it('keeps the weekday and the short month forms', () => {
    const withWeekday = new Intl.DateTimeFormat('fr', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    expect(formatDateText(withWeekday, oct(1))).toBe('jeudi 1er octobre');
    const medium = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(formatDateText(medium, oct(1))).toBe('1er oct. 2026');
  });

  it('leaves all-number dates and the other languages as Intl writes them', () => {
    const numeric = new Intl.DateTimeFormat('fr', { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
    expect(formatDateText(numeric, oct(1))).toBe('01/10');
    expect(formatDateText(long('en'), oct(1))).toBe('October 1, 2026');
    expect(formatDateText(long('es'), oct(1))).toBe('1 de octubre de 2026');
    expect(formatDateText(long('ko'), oct(1))).toBe('2026년 10월 1일');
  });

  it('puts the ordinal into ranges too', () => {
    // ICU spaces its dashes with thin spaces in some languages: compared as plain spaces.
    const range = (lang: string, start: number, end: number) =>
      formatDateRangeText(long(lang), start, end).replace(/\s/g, ' ');
    expect(range('fr', oct(1), oct(7))).toBe('1er–7 octobre 2026');
    expect(range('fr', Date.UTC(2026, 8, 28), oct(1))).toBe('28 septembre – 1er octobre 2026');
    expect(range('en', oct(1), oct(7))).toBe('October 1 – 7, 2026');
  });

  it('writes long dates without Intl exactly as Intl does, every day of a leap year, in every language', () => {
    for (const lang of ['ko', 'en', 'ja', 'es', 'fr'] as const) {
      for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
        const date = new Date(time);
        const words = longDateText(lang, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
        expect(words).toBe(formatDateText(long(lang), date));
      }
    }
  });
});

describe('runs of days in words, without Intl', () => {
  const day = (time: number) => {
    const date = new Date(time);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  };
  const DAY = 86_400_000;
  // Every start in a year, each with ends a day, a week, a month and a half, and a year on.
  const runs: Array<[number, number]> = [];
  for (let start = Date.UTC(2024, 0, 1); start < Date.UTC(2025, 0, 1); start += DAY)
    for (const length of [0, 1, 6, 45, 370]) runs.push([start, start + length * DAY]);

  it('writes them exactly as Intl does, in every language but Japanese', () => {
    for (const lang of ['ko', 'en', 'es', 'fr'] as const) {
      const format = long(lang);
      for (const [start, end] of runs) {
        const intl = start === end ? formatDateText(format, start) : formatDateRangeText(format, start, end);
        expect(longDateRangeText(lang, day(start), day(end)), `${lang} ${new Date(start).toISOString()}`).toBe(intl);
      }
    }
  });

  it('writes Japanese as its single dates are, once what both days share', () => {
    const run = (start: string, end: string) => longDateRangeText('ja', day(Date.parse(start)), day(Date.parse(end)));
    expect(run('2026-11-18', '2026-12-18')).toBe('2026年11月18日～12月18日');
    expect(run('2026-11-18', '2026-11-25')).toBe('2026年11月18日～25日');
    expect(run('2026-12-18', '2027-01-05')).toBe('2026年12月18日～2027年1月5日');
    expect(run('2026-12-18', '2026-12-18')).toBe('2026年12月18日');
  });
});

describe("a session's time in words", () => {
  const text = (lang: 'ko' | 'ja' | 'en' | 'es' | 'fr', start: number, end: number, zone: string) => {
    const from = wallTimeIn(start, zone);
    return sessionTimeText(lang, from.time, wallTimeIn(end, zone).time, offsetZoneName(lang, from.offset));
  };
  const MINUTE = 60_000;
  // Starts every 7 h 13 min over two months (every hour and many minutes, both halves of the day,
  // a daylight-saving change), each lasting 0 min, 30 min, 1 h 30, 5 h and 20 h (the next day).
  const runs: Array<[number, number]> = [];
  for (let start = Date.UTC(2026, 2, 1); start < Date.UTC(2026, 4, 1); start += 433 * MINUTE)
    for (const minutes of [0, 30, 90, 300, 1200]) runs.push([start, start + minutes * MINUTE]);

  it("writes it as browsers' Intl does, in Korean, English, Spanish and French, zone named", () => {
    for (const lang of ['ko', 'en', 'es', 'fr'] as const)
      for (const timeZone of ['Asia/Seoul', 'Asia/Kolkata']) {
        const format = new Intl.DateTimeFormat(lang, {
          weekday: 'long',
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
          timeZone,
        });
        for (const [start, end] of runs) {
          const intl = start === end ? formatDateText(format, start) : formatDateRangeText(format, start, end);
          // Browsers write plain spaces and Korean's 오전/오후, where Node's ICU has thin and narrow
          // spaces and AM/PM.
          const asBrowsers = intl
            .replace(/[\u2009\u202f]/g, ' ')
            .replace(/\bAM\b/g, lang === 'ko' ? '오전' : 'AM')
            .replace(/\bPM\b/g, lang === 'ko' ? '오후' : 'PM');
          expect(text(lang, start, end, timeZone), `${lang} ${timeZone} ${new Date(start).toISOString()}`).toBe(
            asBrowsers,
          );
        }
      }
  });

  it('names a zone by its offset, also where Intl has an abbreviation (EST), and follows daylight saving', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(text('en', at('2026-03-06T15:00:00Z'), at('2026-03-06T16:30:00Z'), 'America/New_York')).toBe(
      'Friday, March 6, 2026, 10:00 – 11:30 AM GMT-5',
    );
    expect(text('fr', at('2026-03-13T15:00:00Z'), at('2026-03-13T16:30:00Z'), 'America/New_York')).toBe(
      'vendredi 13 mars 2026, 11:00 – 12:30 UTC-4',
    );
    expect(text('es', at('2026-03-13T15:00:00Z'), at('2026-03-13T16:30:00Z'), 'UTC')).toBe(
      'viernes, 13 de marzo de 2026, 15:00–16:30 GMT',
    );
  });

  it('writes Japanese as its long dates are, with a 24-hour clock', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(text('ja', at('2026-11-26T22:00:00Z'), at('2026-11-26T22:30:00Z'), 'Asia/Seoul')).toBe(
      '2026年11月27日金曜日 7:00～7:30 GMT+9',
    );
    expect(text('ja', at('2026-11-27T05:00:00Z'), at('2026-11-27T05:00:00Z'), 'Asia/Seoul')).toBe(
      '2026年11月27日金曜日 14:00 GMT+9',
    );
    expect(text('ja', at('2026-11-27T13:00:00Z'), at('2026-11-27T16:00:00Z'), 'Asia/Seoul')).toBe(
      '2026年11月27日金曜日 22:00 GMT+9～2026年11月28日土曜日 1:00 GMT+9',
    );
    expect(text('ja', at('2026-11-27T03:00:00Z'), at('2026-11-27T04:00:00Z'), 'Asia/Kolkata')).toBe(
      '2026年11月27日金曜日 8:30～9:30 GMT+5:30',
    );
  });
});
