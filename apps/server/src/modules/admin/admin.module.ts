import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCheckResponseSchema } from '@atrium/shared/api/admin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { memberOf } from '../../plugins/auth';
import { requireStaff } from '../../plugins/admin-guard';
import { createAudit } from '../audit/audit.service';
import { auditRoutes } from '../audit/audit.routes';
import { createAdminUsersRepository } from '../admin-users/admin-users.repository';
import { adminUsersRoutes } from '../admin-users/admin-users.routes';
import { createStats } from '../stats/stats.service';
import { statsRoutes } from '../stats/stats.routes';

const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check',
    { schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: adminCheckResponseSchema } } },
    async (request) => ({ role: memberOf(request).role as 'MANAGER' | 'ADMIN' }),
  );
};

/**
 * /api/admin: its own encapsulated plugin behind `authenticate` and the staff guard; each
 * feature adds the ADMIN-only guard where the spec keeps it from managers.
 */
export async function registerAdmin(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
) {
  const db = database.db;
  const audit = createAudit(db);
  await app.register(
    async (admin) => {
      admin.addHook('preHandler', app.authenticate);
      admin.addHook('preHandler', requireStaff);
      admin.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      });
      await admin.register(checkRoutes);
      await admin.register(adminUsersRoutes, { repo: createAdminUsersRepository(db, config.timezone), audit });
      await admin.register(statsRoutes, { stats: createStats(db, config.timezone) });
      await admin.register(auditRoutes, { audit });
    },
    { prefix: '/api/admin' },
  );
  return { audit };
}
