import { CHECK_IN_DAYS } from '@atrium/shared/limits';
import { wallClock } from '@atrium/shared/wall-clock';
import type { EventStatus } from '@atrium/shared/event-status';

/** The app's clock (app.clock): tests replace `now` to stand at 23:59 or 00:00 venue time. */
export interface Clock {
  now(): Date;
}

/** The venue-local calendar date (yyyy-MM-dd) of an instant. */
export function venueDate(timezone: string, at: Date): string {
  const p = wallClock(timezone, at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** yyyyMMddHHmmss in the venue time zone, for export file names. */
export function venueStamp(timezone: string, at: Date): string {
  const p = wallClock(timezone, at);
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}

const utcDay = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

/** A calendar date plus n days. */
export function addDays(iso: string, n: number): string {
  return new Date(utcDay(iso) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another. */
const daysBetween = (from: string, to: string) => Math.round((utcDay(to) - utcDay(from)) / 86_400_000);

/** A check-in event's last day: 28 days from its first. */
export const checkInEndDate = (startDate: string) => addDays(startDate, CHECK_IN_DAYS - 1);

/** The event day (1-based) a venue date falls on, or null outside the event. */
export function eventDay(startDate: string, endDate: string, today: string): number | null {
  if (today < startDate || today > endDate) return null;
  return daysBetween(startDate, today) + 1;
}

/** In progress, upcoming or past, by venue-local dates (both ends inclusive; no end: never past). */
export function eventStatus(startDate: string, endDate: string | null, today: string): EventStatus {
  if (today < startDate) return 'upcoming';
  if (endDate !== null && today > endDate) return 'past';
  return 'inProgress';
}

/** The instant of a venue-local wall time (date yyyy-MM-dd, time HH:mm). */
export function venueInstant(timezone: string, date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offsetAt = (at: number) => {
    const p = wallClock(timezone, new Date(at));
    return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - at;
  };
  // Twice, so a guess on the other side of a DST change settles.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}
