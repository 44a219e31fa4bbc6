import { describe, expect, it } from 'vitest';
import { addDays, checkInEndDate, eventDay, eventStatus, venueDate, venueInstant, venueStamp } from './venue-time';

describe('venue time', () => {
  it('reads the venue-local date and stamp of an instant', () => {
    // 14:59 UTC is 23:59 in Seoul; 15:00 UTC is already the next day there.
    expect(venueDate('Asia/Seoul', new Date('2026-03-05T14:59:00Z'))).toBe('2026-03-05');
    expect(venueDate('Asia/Seoul', new Date('2026-03-05T15:00:00Z'))).toBe('2026-03-06');
    expect(venueDate('America/New_York', new Date('2026-03-05T03:00:00Z'))).toBe('2026-03-04');
    expect(venueStamp('Asia/Seoul', new Date('2026-10-05T00:08:07Z'))).toBe('20261005090807');
  });

  it('counts event days and statuses on calendar dates', () => {
    expect(checkInEndDate('2026-02-15')).toBe('2026-03-14');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(eventDay('2026-03-01', '2026-03-28', '2026-02-28')).toBeNull();
    expect(eventDay('2026-03-01', '2026-03-28', '2026-03-01')).toBe(1);
    expect(eventDay('2026-03-01', '2026-03-28', '2026-03-28')).toBe(28);
    expect(eventDay('2026-03-01', '2026-03-28', '2026-03-29')).toBeNull();
    expect(eventStatus('2026-03-01', '2026-03-01', '2026-03-01')).toBe('inProgress');
    expect(eventStatus('2026-03-01', '2026-03-01', '2026-02-28')).toBe('upcoming');
    expect(eventStatus('2026-03-01', '2026-03-01', '2026-03-02')).toBe('past');
  });

  it('turns a venue wall time into an instant, across daylight saving changes', () => {
    expect(venueInstant('Asia/Seoul', '2026-05-01', '14:00').toISOString()).toBe('2026-05-01T05:00:00.000Z');
    expect(venueInstant('Europe/Paris', '2026-01-15', '19:00').toISOString()).toBe('2026-01-15T18:00:00.000Z');
    expect(venueInstant('Europe/Paris', '2026-07-15', '19:00').toISOString()).toBe('2026-07-15T17:00:00.000Z');
  });
});
