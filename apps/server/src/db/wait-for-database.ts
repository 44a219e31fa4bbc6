import { isDatabaseUnavailable } from '../lib/db-unavailable';

/** The wait before try `attempt + 1`: 0.5 s doubling, at most 5 s. */
export const retryDelayMs = (attempt: number): number => Math.min(500 * 2 ** (attempt - 1), 5000);

/** Why the start cannot go on: its message is the whole story (logged without a stack trace). */
export class DatabaseStartError extends Error {}

/** An error and the errors it wraps as one line: "message (code): cause's message (code)". */
export function reasonOf(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { message, code, cause } = e as { message?: unknown; code?: unknown; cause?: unknown };
    const text = typeof message === 'string' ? (message.split('\n')[0] ?? '') : '';
    // A connection refused on every address of a host name is an AggregateError without a message.
    const named = typeof code === 'string' && !text.includes(code) ? `(${code})` : '';
    const part = [text, named].filter(Boolean).join(' ');
    if (part) parts.push(part);
    e = cause;
  }
  return parts.join(': ') || String(error);
}

interface WaitOptions {
  /** DB_CONNECT_TIMEOUT, in milliseconds. */
  timeoutMs: number;
  log: { warn(details: object, message: string): void };
}

/**
 * Opens the database, trying again while it is out of reach (a PostgreSQL still starting, a
 * container started before it), with one log line a try; throws a DatabaseStartError when it
 * refuses (a wrong password, a failed migration) or once `timeoutMs` have passed.
 */
export async function openWhenReachable<T>(open: () => Promise<T>, { timeoutMs, log }: WaitOptions): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      const reason = reasonOf(error);
      if (!isDatabaseUnavailable(error)) throw new DatabaseStartError(`the database could not be opened: ${reason}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new DatabaseStartError(
          `the database was not reachable within DB_CONNECT_TIMEOUT (${timeoutMs / 1000} s): ${reason}`,
        );
      }
      const waitMs = Math.min(retryDelayMs(attempt), Math.ceil(left / 100) * 100);
      log.warn(
        { attempt, retryInSeconds: waitMs / 1000, reason },
        `database not reachable yet (${reason}); trying again in ${waitMs / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}
