import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countryStatsSchema,
  pageViewStatsQuerySchema,
  pageViewStatsSchema,
  registerStatsQuerySchema,
  registerStatsSchema,
} from '@atrium/shared/api/admin';
import { requireAdmin } from '#server/plugins/admin-guard';
import type { Stats } from './stats.service';

const tags = ['admin: statistics'];
const security = [{ bearer: [] }];

/** Registration, country and page-view statistics: ADMIN only. */
export const statsRoutes: FastifyPluginAsyncZod<{ stats: Stats }> = async (app, { stats }) => {
  app.addHook('onRequest', requireAdmin);
  app.get(
    '/users/register',
    { schema: { tags, security, querystring: registerStatsQuerySchema, response: { 200: registerStatsSchema } } },
    async (request) => stats.registrations(request.query.timeRange),
  );
  app.get('/users/country', { schema: { tags, security, response: { 200: countryStatsSchema } } }, async () =>
    stats.countries(),
  );
  app.get(
    '/stats/pageviews',
    { schema: { tags, security, querystring: pageViewStatsQuerySchema, response: { 200: pageViewStatsSchema } } },
    async (request) => stats.views(request.query.days),
  );
};
