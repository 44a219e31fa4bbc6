import { describe, expect, it } from 'vitest';
import { isoToVenueLocal, scheduledTime, venueLocalToIso } from './venue-time';

describe('venue time', () => {
  it('reads a date-time input as the venue’s wall clock, with its offset', () => {
    expect(venueLocalToIso('2026-04-10T10:30')).toBe('2026-04-10T10:30:00+09:00');
    expect(Date.parse(venueLocalToIso('2026-04-10T10:30') ?? '')).toBe(Date.UTC(2026, 3, 10, 1, 30));
    // A zone with daylight saving time takes the offset of that date.
    expect(venueLocalToIso('2026-07-01T12:00', 'Europe/Paris')).toBe('2026-07-01T12:00:00+02:00');
    expect(venueLocalToIso('2026-01-01T12:00', 'Europe/Paris')).toBe('2026-01-01T12:00:00+01:00');
    expect(venueLocalToIso('')).toBeNull();
  });

  it('takes a schedule’s time only when it is one and still to come', () => {
    const now = Date.UTC(2026, 3, 10, 1, 30); // 10:30 in Seoul
    expect(scheduledTime('2026-04-10T10:31', now)).toEqual({ at: '2026-04-10T10:31:00+09:00' });
    expect(scheduledTime('2026-04-10T10:30', now)).toEqual({ error: 'admin:content.when.past' });
    expect(scheduledTime('', now)).toEqual({ error: 'validation:INVALID_DATE' });
  });

  it('writes an instant back as the venue’s wall clock, whatever the computer’s zone (a session’s times)', () => {
    expect(isoToVenueLocal('2026-04-10T01:30:00.000Z')).toBe('2026-04-10T10:30');
    expect(isoToVenueLocal('2026-12-31T20:00:00Z')).toBe('2027-01-01T05:00');
    expect(venueLocalToIso(isoToVenueLocal('2026-07-01T10:00:00Z', 'Europe/Paris'), 'Europe/Paris')).toBe(
      '2026-07-01T12:00:00+02:00',
    );
    expect(isoToVenueLocal('not a date')).toBe('');
  });
});
