import { describe, expect, it } from 'vitest';
import { formatDateRangeText, formatDateText, longDateRangeText, longDateText } from './date-text';

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
