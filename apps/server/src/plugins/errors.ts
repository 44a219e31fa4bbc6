import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { errorBodyOf, toAppError } from '../lib/error-body';
import type { I18nService } from '../modules/i18n/i18n.service';

/** One error shape for every failure: { code, message in the request's language, ...extra }. */
export const errorsPlugin = fp<{ i18n: I18nService }>(async (app, { i18n }) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const appErr = toAppError(error);
    // With the request (its URL's secret values redacted, lib/logger.ts): the line says what failed.
    if (appErr.status >= 500) request.log.error({ req: request, err: error }, 'request failed');
    if (appErr.extra.retryAfterSeconds !== undefined) reply.header('retry-after', appErr.extra.retryAfterSeconds);
    return reply.code(appErr.status).send(errorBodyOf(appErr, request.lang, i18n));
  });

  app.setNotFoundHandler(async (request, reply) => {
    return reply.code(404).send({ code: 'NOT_FOUND', message: i18n.text(request.lang, 'errors', 'NOT_FOUND') });
  });
});
