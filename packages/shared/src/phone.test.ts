import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneForDisplay } from './phone';

describe('phone numbers', () => {
  it('normalizes what members type to E.164 with the region', () => {
    expect(normalizePhone('010-1234-5678', 'KR')).toEqual({ e164: '+821012345678', region: 'KR' });
    expect(normalizePhone('+81 90 1234 5678', 'KR')).toEqual({ e164: '+819012345678', region: 'JP' });
    expect(normalizePhone('12345', 'KR')).toBeNull();
  });

  it('shows a stored number as it would be typed again, round-tripping', () => {
    expect(phoneForDisplay('+821012345678', 'KR')).toBe('010-1234-5678');
    expect(phoneForDisplay('+819012345678', 'KR')).toBe('+81 90 1234 5678');
    for (const [e164, region] of [
      ['+821012345678', 'KR'],
      ['+819012345678', 'KR'],
    ] as const) {
      expect(normalizePhone(phoneForDisplay(e164, region), region)?.e164).toBe(e164);
    }
  });
});
