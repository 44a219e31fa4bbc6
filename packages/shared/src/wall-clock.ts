type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (making one is far slower than using it). */
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** What a clock on the wall in `timeZone` shows at an instant: zero-padded digits, hours 00–23. */
export const wallClock = (timeZone: string, at: Date | number): WallClock =>
  Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as WallClock;
