import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FIELD_CODES, type ErrorCode } from '@atrium/shared/errors';
import { AppError, appError } from '../lib/app-error';
import { inputErrorOf } from '../lib/db-input-errors';
import { isDatabaseUnavailable } from '../lib/db-unavailable';
import type { I18nService } from '../modules/i18n/i18n.service';

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

function toAppError(error: FastifyError): AppError {
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
  if (isDatabaseUnavailable(error)) return appError('SERVICE_UNAVAILABLE', { retryAfterSeconds: 5 });
  const refused = inputErrorOf(error);
  if (refused) return refused;
  return appError('INTERNAL_ERROR');
}

/** One error shape for every failure: { code, message in the request's language, ...extra }. */
export const errorsPlugin = fp<{ i18n: I18nService }>(async (app, { i18n }) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const appErr = toAppError(error);
    // With the request (its URL's secret values redacted, lib/logger.ts): the line says what failed.
    if (appErr.status >= 500) request.log.error({ req: request, err: error }, 'request failed');
    if (appErr.extra.retryAfterSeconds !== undefined) reply.header('retry-after', appErr.extra.retryAfterSeconds);
    return reply.code(appErr.status).send({
      code: appErr.code,
      message: i18n.text(request.lang, 'errors', appErr.code),
      ...appErr.extra,
    });
  });

  app.setNotFoundHandler(async (request, reply) => {
    return reply.code(404).send({ code: 'NOT_FOUND', message: i18n.text(request.lang, 'errors', 'NOT_FOUND') });
  });
});
