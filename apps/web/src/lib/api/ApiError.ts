import type { ErrorBody } from '@atrium/shared/errors';

/**
 * A non-2xx answer from the API. `code` is the server's stable error code (docs/spec/decisions.md
 * §4); `message` is already in the request's language.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
