import fp from 'fastify-plugin';
import { firstUnstorableText } from '@atrium/shared/text';
import { appError } from '../lib/app-error';

/**
 * Refuses, before any route runs, a request whose path, query or JSON body holds text the
 * database cannot store (NUL, a lone surrogate): one check instead of one per text field.
 * Only what a route declares it reads is checked; the HTML pages resolve their own paths.
 */
export const storableTextPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    if (schema.params && firstUnstorableText(request.params) !== null) throw appError('NOT_FOUND');
    const field =
      (schema.querystring ? firstUnstorableText(request.query) : null) ??
      (schema.body ? firstUnstorableText(request.body) : null);
    if (field !== null) throw appError('VALIDATION_FAILED', { fields: { [field]: 'INVALID_TEXT' } });
  });
});
