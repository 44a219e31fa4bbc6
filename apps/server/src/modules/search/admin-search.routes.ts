import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_SEARCH_LIMIT, adminSearchQuerySchema, adminSearchResponseSchema } from '@atrium/shared/api/search-admin';
import type { Db } from '#server/db/client';
import { presentAdminHit } from './admin-search.presenter';
import type { AdminSearchRepository } from './admin-search.repository';

/**
 * GET /api/admin/search?q=: content items whose title holds the query, drafts included, for staff
 * to jump to an item's editor. Registered in the admin scope, behind its staff guard.
 */
export const adminSearchRoutes: FastifyPluginAsyncZod<{ db: Db; repo: AdminSearchRepository }> = async (
  app,
  { db, repo },
) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['admin-search'],
        security: [{ bearer: [] }],
        querystring: adminSearchQuerySchema,
        response: { 200: adminSearchResponseSchema },
      },
    },
    async (request) => {
      const rows = await repo.search(db, request.query.q, ADMIN_SEARCH_LIMIT);
      return { items: rows.map((row) => presentAdminHit(row, request.lang)), total: rows[0]?.total ?? 0 };
    },
  );
};
