import { describe, expect, it } from 'vitest';
import { icsFileName } from './ics';

describe('icsFileName', () => {
  it('names the file after the title', () => {
    expect(icsFileName('Morning Prayer: Day 1')).toBe('morning-prayer-day-1.ics');
    expect(icsFileName('성화 기도회')).toBe('성화-기도회.ics');
    expect(icsFileName('  ')).toBe('event.ics');
  });
});
