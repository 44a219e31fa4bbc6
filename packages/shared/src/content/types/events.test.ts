import { describe, expect, it } from 'vitest';
import { validateData } from '../validate';
import { events } from './events';

const event = (dates: Record<string, unknown>) => ({ title: { ko: '행사' }, ...dates });

describe('the events declaration', () => {
  it('needs an end not before the start, except for a check-in event', () => {
    expect(validateData(events, event({ startDate: '2026-05-10', endDate: '2026-05-09' }))).toEqual({
      ok: false,
      fields: { endDate: 'OUT_OF_RANGE' },
    });
    expect(validateData(events, event({ startDate: '2026-05-10' }))).toEqual({
      ok: false,
      fields: { endDate: 'REQUIRED' },
    });
    expect(validateData(events, event({ startDate: '2026-05-10', endDate: '2026-05-10' })).ok).toBe(true);
    expect(validateData(events, event({ startDate: '2026-05-10', checkIn: true })).ok).toBe(true);
  });

  it('names a missing start date, not the end', () => {
    const result = validateData(events, event({ endDate: '2026-05-10' }));
    expect(result).toMatchObject({ ok: false, fields: { startDate: 'REQUIRED' } });
  });
});
