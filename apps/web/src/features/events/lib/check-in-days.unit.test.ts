import { describe, expect, it } from 'vitest';
import { checkInDays, checkInPhase, dateOfDay, eventDayOf } from './check-in-days';

describe('checkInDays', () => {
  const base = { days: 28, startDate: '2026-11-10' };

  it('marks checked, missed, today and upcoming days around today', () => {
    const days = checkInDays({ ...base, today: '2026-11-14', checkedDays: [1, 3] });
    expect(days).toHaveLength(28);
    expect(days.slice(0, 6).map((d) => d.state)).toEqual([
      'checked',
      'missed',
      'checked',
      'missed',
      'today',
      'upcoming',
    ]);
    expect(days.filter((d) => d.isToday).map((d) => d.day)).toEqual([5]);
    expect(days.at(-1)?.state).toBe('upcoming');
  });

  it('shows today as checked once the member has checked in', () => {
    const days = checkInDays({ ...base, today: '2026-11-14', checkedDays: [5] });
    expect(days[4]).toMatchObject({ day: 5, state: 'checked', isToday: true, date: '2026-11-14' });
  });

  it('gives each day its venue date, across a month end', () => {
    const days = checkInDays({ ...base, today: '2026-11-10', checkedDays: [] });
    expect(days[0]?.date).toBe('2026-11-10');
    expect(days[20]?.date).toBe('2026-11-30');
    expect(days[21]?.date).toBe('2026-12-01');
    expect(days[27]?.date).toBe('2026-12-07');
  });

  it('has every day upcoming before the start, and every unchecked day missed after the end', () => {
    expect(checkInDays({ ...base, today: '2026-11-01', checkedDays: [] }).every((d) => d.state === 'upcoming')).toBe(
      true,
    );
    const after = checkInDays({ ...base, today: '2026-12-25', checkedDays: [28] });
    expect(after.filter((d) => d.state === 'missed')).toHaveLength(27);
    expect(after.some((d) => d.isToday)).toBe(false);
  });

  it('has a visitor see the days without check-ins', () => {
    const days = checkInDays({ ...base, today: '2026-11-11', checkedDays: [] });
    expect(days.slice(0, 3).map((d) => d.state)).toEqual(['missed', 'today', 'upcoming']);
  });
});

describe('event days and phases', () => {
  it('counts event days from 1 on the start date', () => {
    expect(eventDayOf('2026-11-10', '2026-11-10')).toBe(1);
    expect(eventDayOf('2026-11-10', '2026-12-07')).toBe(28);
    expect(eventDayOf('2026-11-10', '2026-11-09')).toBe(0);
    expect(dateOfDay('2026-02-20', 10)).toBe('2026-03-01');
  });

  it('says whether the check-in has not started, runs or has ended', () => {
    expect(checkInPhase(28, '2026-11-10', '2026-11-09')).toBe('notStarted');
    expect(checkInPhase(28, '2026-11-10', '2026-11-10')).toBe('running');
    expect(checkInPhase(28, '2026-11-10', '2026-12-07')).toBe('running');
    expect(checkInPhase(28, '2026-11-10', '2026-12-08')).toBe('ended');
  });
});
