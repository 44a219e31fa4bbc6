import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema } from '@atrium/shared/api/admin';
import { requireAdmin } from '#server/plugins/admin-guard';
import type { Audit } from './audit.service';

/** GET /api/admin/audit: the audit log, newest first, for admins. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: Audit }> = async (app, { audit }) => {
  app.addHook('onRequest', requireAdmin);
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin: audit'],
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request) => audit.list(request.query.page, request.query.action),
  );
};
