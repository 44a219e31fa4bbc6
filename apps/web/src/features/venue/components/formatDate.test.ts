import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatInstantDate } from './formatDate';

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
