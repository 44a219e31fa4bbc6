import { dateTimeFormat } from './intl-formats';

type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** Digits of the wall clock in a zone (made once per zone: intl-formats). */
const formatter = (timeZone: string) =>
  dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/** What a clock on the wall in `timeZone` shows at an instant: zero-padded digits, hours 00–23. */
export const wallClock = (timeZone: string, at: Date | number): WallClock =>
  Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as WallClock;
