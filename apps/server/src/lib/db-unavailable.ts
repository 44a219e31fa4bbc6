/** What a client is told to wait (Retry-After) when the database is out of reach: a restart takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node socket errors that mean the database cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server going away or not yet accepting work: class 08 (connection
 * exception), 57P01–57P03 (shut down, crash, cannot connect now), 53300 (too many connections).
 */
const isUnavailableState = (code: string) => code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';

const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection (?:was )?(?:closed|refused)/i,
  /Client has encountered a connection error/i,
  /terminating connection due to administrator command/i,
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
];

/**
 * True when an error (or one it wraps: drizzle wraps driver errors in `cause`) says the database
 * is unreachable or restarting: the request deserves a 503 to retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === 'string' &&
      (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)))
    ) {
      return true;
    }
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    e = cause;
  }
  return false;
}
