import { calendarDateValue } from '#web/lib/format/dates';

/**
 * How one day of the 28 looks on the check-in calendar:
 * - checked: the member checked in that day;
 * - missed: the day has passed without a check-in;
 * - today: today, not checked in yet (the button is live);
 * - upcoming: a day still to come.
 */
type DayState = 'checked' | 'missed' | 'today' | 'upcoming';

export interface CheckInDay {
  /** 1–28. */
  day: number;
  /** The venue-local date of that day (yyyy-MM-dd). */
  date: string;
  state: DayState;
  isToday: boolean;
}

export interface CheckInDaysInput {
  /** The event's number of days (28). */
  days: number;
  /** The first day, venue-local (yyyy-MM-dd). */
  startDate: string;
  /** Today, venue-local (yyyy-MM-dd). */
  today: string;
  /** Days (1–28) the member checked in on; empty for a visitor. */
  checkedDays: readonly number[];
}

const DAY_MS = 86_400_000;

/** The event day (1-based) a venue-local date falls on; ≤ 0 before the start, > days after the end. */
export function eventDayOf(startDate: string, date: string): number {
  const start = calendarDateValue(startDate);
  const at = calendarDateValue(date);
  if (!start || !at) return 0;
  return Math.round((at.getTime() - start.getTime()) / DAY_MS) + 1;
}

/** The date of event day `day` (1-based). */
export function dateOfDay(startDate: string, day: number): string {
  const start = calendarDateValue(startDate);
  if (!start) return startDate;
  return new Date(start.getTime() + (day - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar's days, each with its state, from the event's dates and the member's check-ins. */
export function checkInDays({ days, startDate, today, checkedDays }: CheckInDaysInput): CheckInDay[] {
  const todayDay = eventDayOf(startDate, today);
  const checked = new Set(checkedDays);
  return Array.from({ length: days }, (_, i) => {
    const day = i + 1;
    const isToday = day === todayDay;
    let state: DayState;
    if (checked.has(day)) state = 'checked';
    else if (isToday) state = 'today';
    else if (day < todayDay) state = 'missed';
    else state = 'upcoming';
    return { day, date: dateOfDay(startDate, day), state, isToday };
  });
}

/** Where the check-in stands today: before the start, running, or over. */
export type CheckInPhase = 'notStarted' | 'running' | 'ended';

export function checkInPhase(days: number, startDate: string, today: string): CheckInPhase {
  const todayDay = eventDayOf(startDate, today);
  if (todayDay < 1) return 'notStarted';
  return todayDay > days ? 'ended' : 'running';
}
