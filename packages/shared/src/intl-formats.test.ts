import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat } from './intl-formats';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const long = dateTimeFormat('ko', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('ko', { dateStyle: 'long', timeZone: 'UTC' })).toBe(long);
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(long);
    expect(long.format(Date.UTC(2026, 10, 13))).toBe('2026년 11월 13일');
    expect(listFormat('en', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe('a, b, and c');
  });

  it('keeps nothing for options the engine refuses, and refuses them every time', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Nowhere/Else' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Nowhere/Else' })).toThrow(RangeError);
  });
});
