import { ERROR_STATUS, type ErrorCode } from '@atrium/shared/errors';

export interface ErrorExtra {
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  failedCount?: number;
  maxFailures?: number;
  maxDepth?: number;
  maxValues?: number;
  /** EDIT_CONFLICT: the item as it is now. */
  current?: { version: number; updatedAt: string; author: string | null };
  /** RELEASE_FAILED: the item that failed and why. */
  failure?: Record<string, unknown>;
}

/** An error with a stable code from the shared catalogue; the error handler localizes it. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly extra: ErrorExtra = {},
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }
}

export const appError = (code: ErrorCode, extra?: ErrorExtra) => new AppError(code, extra);
