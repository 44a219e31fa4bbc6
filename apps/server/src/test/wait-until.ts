/**
 * How long the ops kit waits for something that takes time (a process to listen, a service to
 * recover, a log line) before it calls it lost. Long: a busy two-core machine running other test
 * files, servers and browsers beside this one is many times slower than an idle one, and what is
 * broken never comes however long it is given. The outcome is asserted, never the time it took.
 */
export const PATIENCE_MS = 120_000;

/**
 * Polls `check` every `everyMs` until it returns something other than undefined or false, and
 * returns that; after `withinMs` throws an error naming `what` and the time it was given.
 */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { withinMs = PATIENCE_MS, everyMs = 100 }: { withinMs?: number; everyMs?: number } = {},
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
