import { describe, expect, it } from 'vitest';
import { venueNow, visitStatus } from './visit.service';

const week = { closedDays: [1], specialClosures: [{ date: '2026-12-24' }] };

describe('opening status', () => {
  it('takes a day’s first opening and last closing as its hours, and is open only inside a period', () => {
    const hours = [
      { days: [2], open: '13:00', close: '18:00' },
      { days: [2, 3], open: '09:00', close: '12:00' },
    ];
    expect(visitStatus({ ...week, hours }, '2026-12-01', '12:30')).toEqual({
      openNow: false,
      today: { open: '09:00', close: '18:00' },
    });
    expect(visitStatus({ ...week, hours }, '2026-12-01', '09:00').openNow).toBe(true);
    expect(visitStatus({ ...week, hours }, '2026-12-02', '15:00')).toEqual({
      openNow: false,
      today: { open: '09:00', close: '12:00' },
    });
  });

  it('is closed all day on a weekly closed day or a special closure, even where hours are given', () => {
    const hours = [{ days: [0, 1, 2, 3, 4, 5, 6], open: '00:00', close: '24:00' }];
    expect(visitStatus({ ...week, hours }, '2026-12-07', '12:00')).toEqual({ openNow: false, today: null });
    expect(visitStatus({ ...week, hours }, '2026-12-24', '12:00')).toEqual({ openNow: false, today: null });
    expect(visitStatus({ ...week, hours }, '2026-12-23', '23:59').openNow).toBe(true);
  });

  it('ignores a period that closes before it opens', () => {
    expect(
      visitStatus({ ...week, hours: [{ days: [2], open: '18:00', close: '02:00' }] }, '2026-12-01', '19:00'),
    ).toEqual({ openNow: false, today: null });
  });

  it('reads the venue’s date and time of an instant', () => {
    expect(venueNow('Asia/Seoul', new Date('2026-12-31T15:30:00Z'))).toEqual({ date: '2027-01-01', time: '00:30' });
    expect(venueNow('America/New_York', new Date('2026-07-01T03:05:00Z'))).toEqual({
      date: '2026-06-30',
      time: '23:05',
    });
  });
});
