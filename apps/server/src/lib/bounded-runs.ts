/**
 * At most `max` tasks under way at once in this process; the others wait their turn, first come
 * first served. For work that takes a core or a connection (password hashes, preview renders),
 * so a burst of it queues instead of crowding out every other request.
 */
export function boundedRuns(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
