import { appError, type AppError } from './app-error';

/**
 * SQLSTATEs that mean the request carried a value the database refused: class 22 (data
 * exception: bad text, number out of range, impossible date…) and 23503/23505 (a reference to
 * a row that does not exist, a duplicate of a unique value).
 */
const isInputState = (code: string) => code.startsWith('22') || code === '23503' || code === '23505';

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The client error behind a database error caused by the request's values (drizzle wraps the
 * driver's error in `cause`), or null. A safety net: routes validate first, but a value that
 * slips through still gets a 400 naming its field where the database says which, never a 500.
 */
export function inputErrorOf(error: unknown): AppError | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, detail, cause } = e as { code?: unknown; detail?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && isInputState(code)) {
      const column = typeof detail === 'string' ? /^Key \(([a-z_]+)\)=/.exec(detail)?.[1] : undefined;
      return appError('VALIDATION_FAILED', { fields: { [column ? camel(column) : '_']: 'INVALID' } });
    }
    e = cause;
  }
  return null;
}
