import { describe, expect, it } from 'vitest';
import { formatDateRangeText, formatDateText, longDateText } from './date-text';

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
