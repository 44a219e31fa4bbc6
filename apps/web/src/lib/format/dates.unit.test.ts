import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateRange, formatInstantDate } from './dates';
import { formatSessionTime } from './session-time';

describe('formatCalendarDate', () => {
  it('formats a calendar date in each language without shifting the day', () => {
    expect(formatCalendarDate('2026-04-10', 'en')).toBe('April 10, 2026');
    expect(formatCalendarDate('2026-04-10', 'ko')).toBe('2026년 4월 10일');
    expect(formatCalendarDate('2026-04-10', 'ja')).toBe('2026年4月10日');
    expect(formatCalendarDate('2026-04-10', 'fr')).toBe('10 avril 2026');
    expect(formatCalendarDate('2026-04-10', 'es')).toBe('10 de abril de 2026');
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
    expect(formatInstantDate('never', 'en')).toBe('never');
  });
});

describe('formatInstantDate', () => {
  // 17:00 UTC on December 6: a server in UTC and a browser in Seoul must write the same day, the venue's.
  const lateEvening = '2026-12-06T17:00:00Z';

  it('writes the day of an instant on the venue’s calendar (Asia/Seoul), whatever the machine’s zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Seoul', 'America/Los_Angeles', 'Europe/Paris']) {
        process.env.TZ = tz;
        expect(formatInstantDate(lateEvening, 'ko'), tz).toBe('2026년 12월 7일');
        expect(formatInstantDate(lateEvening, 'en'), tz).toBe('December 7, 2026');
        expect(formatInstantDate('2026-12-06T14:59:00Z', 'en'), tz).toBe('December 6, 2026');
        expect(formatInstantDate('2026-11-30T16:00:00Z', 'fr'), tz).toBe('1er décembre 2026');
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('calendar ranges and session times', () => {
  it('formats a range of calendar dates in the page language without shifting days', () => {
    expect(formatDateRange('2026-04-10', '2026-05-07', 'en')).toMatch(/^April 10\s–\sMay 7, 2026$/);
    expect(formatDateRange('2026-04-10', '2026-05-07', 'ko')).toMatch(/^2026년 4월 10일\s?~\s?5월 7일$/);
    expect(formatDateRange('2026-04-10', '2026-04-10', 'fr')).toBe('10 avril 2026');
    // Japanese as its single dates are, not Intl's all-number range ("2026/04/10～2026/05/07").
    expect(formatDateRange('2026-04-10', '2026-05-07', 'ja')).toBe('2026年4月10日～5月7日');
  });

  it('formats a single date short or long', () => {
    expect(formatCalendarDate('2026-12-01', 'en')).toBe('December 1, 2026');
    expect(formatCalendarDate('2026-12-01', 'en', 'short')).toBe('12/1');
    expect(formatCalendarDate('nope', 'en')).toBe('nope');
  });

  it('writes the first of the month as French does', () => {
    expect(formatCalendarDate('2026-10-01', 'fr')).toBe('1er octobre 2026');
    expect(formatDateRange('2026-10-01', '2026-10-28', 'fr').replace(/\s/g, ' ')).toBe('1er–28 octobre 2026');
    expect(formatSessionTime('2026-10-01T01:30:00Z', '2026-10-01T03:00:00Z', 'fr', 'Asia/Seoul')).toMatch(
      /^jeudi 1er octobre 2026/,
    );
  });

  it('gives session times in the venue time zone, naming it', () => {
    const text = formatSessionTime('2026-04-10T01:30:00Z', '2026-04-10T03:00:00Z', 'en', 'Asia/Seoul');
    expect(text).toContain('April 10, 2026');
    expect(text).toMatch(/10:30\sAM/);
    expect(text).toMatch(/12:00\sPM/);
    expect(text).toContain('GMT+9');
  });

  it('tells Korean readers the session is on Korean time, not GMT+9', () => {
    const text = formatSessionTime('2026-04-10T01:30:00Z', '2026-04-10T03:00:00Z', 'ko', 'Asia/Seoul');
    expect(text).toBe('2026년 4월 10일 금요일 오전 10:30 ~ 오후 12:00 (한국 시간)');
  });

  it('falls back to the local zone for an unknown zone name', () => {
    expect(formatSessionTime('2026-04-10T01:30:00Z', '2026-04-10T03:00:00Z', 'en', 'Mars/Base')).toContain('2026');
  });
});
