import { describe, expect, it } from 'vitest';
import { formatDateRangeText, formatDateText, instantDateText, longDateRangeText, longDateText } from './date-text';

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

  it('writes a calendar date as Intl writes it, whatever the machine’s zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Seoul']) {
        process.env.TZ = tz;
        expect(longDateText('ko', 2026, 12, 6), tz).toBe('2026년 12월 6일');
        expect(longDateText('en', 2026, 12, 6), tz).toBe('December 6, 2026');
        expect(longDateText('ja', 2026, 12, 6), tz).toBe('2026年12月6日');
        expect(longDateText('es', 2026, 12, 6), tz).toBe('6 de diciembre de 2026');
        expect(longDateText('fr', 2026, 12, 1), tz).toBe('1er décembre 2026');
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('the day of an instant, on the venue’s calendar', () => {
  // 17:00 UTC on December 6 is 02:00 on December 7 in Seoul.
  const lateEvening = Date.parse('2026-12-06T17:00:00Z');

  it('is the venue’s day, whatever the machine’s zone (a server in UTC, a browser in Seoul or Los Angeles)', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Seoul']) {
        process.env.TZ = tz;
        expect(instantDateText('ko', lateEvening), tz).toBe('2026년 12월 7일');
        expect(instantDateText('en', lateEvening), tz).toBe('December 7, 2026');
        expect(instantDateText('ja', lateEvening), tz).toBe('2026年12月7日');
        expect(instantDateText('fr', Date.parse('2026-11-30T16:00:00Z')), tz).toBe('1er décembre 2026');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('is the given zone’s day when one is given', () => {
    expect(instantDateText('en', lateEvening, 'UTC')).toBe('December 6, 2026');
    expect(instantDateText('en', lateEvening, 'Asia/Seoul')).toBe('December 7, 2026');
    expect(instantDateText('en', Date.parse('2026-12-06T14:59:59Z'))).toBe('December 6, 2026');
    expect(instantDateText('en', Date.parse('2026-12-06T15:00:00Z'))).toBe('December 7, 2026');
  });
});

describe('runs of days in words', () => {
  const day = (time: number) => {
    const date = new Date(time);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  };
  const on = (iso: string) => day(Date.parse(iso));
  const plain = (text: string) => text.replace(/\s/g, ' ');

  const DAY = 86_400_000;
  // Every start in a year, each with ends a day, a week, a month and a half, and a year on.
  const runs: Array<[number, number]> = [];
  for (let start = Date.UTC(2024, 0, 1); start < Date.UTC(2025, 0, 1); start += DAY)
    for (const length of [0, 1, 6, 45, 370]) runs.push([start, start + length * DAY]);

  it('writes them exactly as this machine’s Intl does, in every language but Japanese', () => {
    for (const lang of ['ko', 'en', 'es', 'fr'] as const) {
      const format = long(lang);
      for (const [start, end] of runs) {
        const intl = start === end ? formatDateText(format, start) : formatDateRangeText(format, start, end);
        expect(longDateRangeText(lang, day(start), day(end)), `${lang} ${new Date(start).toISOString()}`).toBe(intl);
      }
    }
  });

  it('writes what both days share once', () => {
    expect(plain(longDateRangeText('en', on('2026-11-18'), on('2026-11-25')))).toBe('November 18 – 25, 2026');
    expect(plain(longDateRangeText('en', on('2026-11-18'), on('2026-12-18')))).toBe('November 18 – December 18, 2026');
    expect(plain(longDateRangeText('ko', on('2026-11-18'), on('2026-12-18')))).toBe('2026년 11월 18일~12월 18일');
    expect(plain(longDateRangeText('es', on('2026-11-18'), on('2026-11-25')))).toBe('18–25 de noviembre de 2026');
    expect(plain(longDateRangeText('fr', on('2026-11-01'), on('2026-12-01')))).toBe('1er novembre – 1er décembre 2026');
    expect(plain(longDateRangeText('en', on('2026-12-18'), on('2027-01-05')))).toBe(
      'December 18, 2026 – January 5, 2027',
    );
  });

  it('writes one date when the run is one day', () => {
    expect(longDateRangeText('en', on('2026-11-18'), on('2026-11-18'))).toBe('November 18, 2026');
    expect(longDateRangeText('fr', on('2026-11-01'), on('2026-11-01'))).toBe('1er novembre 2026');
  });

  it('writes Japanese as its single dates are, once what both days share', () => {
    const run = (start: string, end: string) => longDateRangeText('ja', on(start), on(end));
    expect(run('2026-11-18', '2026-12-18')).toBe('2026年11月18日～12月18日');
    expect(run('2026-11-18', '2026-11-25')).toBe('2026年11月18日～25日');
    expect(run('2026-12-18', '2027-01-05')).toBe('2026年12月18日～2027年1月5日');
    expect(run('2026-12-18', '2026-12-18')).toBe('2026年12月18日');
  });
});
