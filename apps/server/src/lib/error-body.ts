import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FIELD_CODES, type ErrorBody, type ErrorCode } from '@atrium/shared/errors';
import type { Language } from '@atrium/shared/languages';
import { AppError, appError } from './app-error';
import { inputErrorOf } from './db-input-errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db-unavailable';
import type { z } from 'zod';

/** What localizes a message (the i18n service). */
interface Messages {
  format(lang: Language, namespace: string, key: string, vars: Record<string, string | number>): string;
}

const fieldCodes = new Set<string>(FIELD_CODES);

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large…) by status. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Validation issues → { field: CODE }; shared schemas use field codes as their messages. */
function fieldsOf(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || issue.params?.missingProperty || '_';
    const message = issue.message ?? '';
    fields[String(name)] ??= fieldCodes.has(message) ? message : 'INVALID';
  }
  return fields;
}

/** A zod schema's issues → { field: CODE }, as a route's body validation answers them. */
export function fieldsOfIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    fields[issue.path.join('.') || '_'] ??= fieldCodes.has(issue.message) ? issue.message : 'INVALID';
  }
  return fields;
}

/** Any failure as the error the API answers (docs/spec/decisions.md §4). */
export function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    // A path whose parameter is no id or slug (/api/news/abc, /api/news/2147483648) names nothing.
    if (error.validationContext === 'params') return appError('NOT_FOUND');
    return appError('VALIDATION_FAILED', { fields: fieldsOf(error) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return appError(CODE_BY_STATUS[status] ?? 'BAD_REQUEST');
  // A database restarting or out of reach: retry shortly (the pool reconnects by itself).
  if (status === 503) return appError('SERVICE_UNAVAILABLE');
  if (isDatabaseUnavailable(error))
    return appError('SERVICE_UNAVAILABLE', { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
  const refused = inputErrorOf(error);
  if (refused) return refused;
  return appError('INTERNAL_ERROR');
}

/** The extra's numbers, for the message's {{placeholders}} (a limit, a count). */
const numbersOf = (extra: object): Record<string, number> =>
  Object.fromEntries(Object.entries(extra).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));

/** The body every error answers with: the code, its message in the request's language, the extras. */
export const errorBodyOf = (appErr: AppError, lang: Language, i18n: Messages): ErrorBody => ({
  code: appErr.code,
  message: i18n.format(lang, 'errors', appErr.code, numbersOf(appErr.extra)),
  ...appErr.extra,
});
