import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { adminCheckResponseSchema } from '@atrium/shared/api/admin';
import { JSON_BODY, UPLOAD_MAX_BYTES } from '@atrium/shared/limits';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { Storage } from '#server/lib/storage';
import { memberOf } from '#server/plugins/auth';
import { requireStaff } from '#server/plugins/admin-guard';
import type { Audit } from '../audit/audit.service';
import { auditRoutes } from '../audit/audit.routes';
import { createAdminUsersRepository } from '../admin-users/admin-users.repository';
import { adminUsersRoutes } from '../admin-users/admin-users.routes';
import { createAdminUsers } from '../admin-users/admin-users.service';
import { createAuditedWrite } from '#server/lib/audited-write';
import { createStats } from '../stats/stats.service';
import { statsRoutes } from '../stats/stats.routes';
import type { Translations } from '../translations/translations.service';
import { translationsRoutes } from '../translations/translations.routes';
import { createUploads } from '../uploads/uploads.service';
import { uploadsRoutes } from '../uploads/uploads.routes';
import { mediaRoutes } from '../uploads/media.routes';

const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check',
    { schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: adminCheckResponseSchema } } },
    async (request) => ({ role: memberOf(request).role as 'MANAGER' | 'ADMIN' }),
  );
};

/** A feature's staff routes: registered inside the admin scope, behind its guard. */
export type AdminRoutes = (admin: FastifyInstance) => Promise<void>;

interface Deps {
  config: Config;
  database: Database;
  storage: Storage;
  audit: Audit;
  translations: Translations;
  features?: AdminRoutes[];
}

/**
 * /api/admin: its own encapsulated plugin behind `authenticate` and the staff guard; ADMIN-only
 * features (users, roles, statistics, audit) add their own guard. Also the public read of
 * what staff upload: /media/*.
 */
export async function registerAdmin(
  app: FastifyInstance,
  { config, database, storage, audit, translations, features = [] }: Deps,
) {
  const db = database.db;
  const audited = createAuditedWrite(db, audit, app.contentCache);
  const uploads = createUploads(db, storage, audited, config.timezone);

  await app.register(
    async (admin) => {
      await admin.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 20, fields: 10 } });
      // Before the body is read: a caller without rights learns nothing about its shape, and
      // costs no parsing (an anonymous 1 MB body was parsed and walked before the 401).
      admin.addHook('onRequest', app.authenticate);
      admin.addHook('onRequest', requireStaff);
      // Staff's writes may be long (articles in five languages); JSON_BODY bounds every other route.
      admin.addHook('onRoute', (route) => {
        route.bodyLimit ??= JSON_BODY.staffBytes;
      });
      admin.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      });
      await admin.register(checkRoutes);
      await admin.register(adminUsersRoutes, {
        users: createAdminUsers(createAdminUsersRepository(db, config.timezone), audit, audited),
      });
      await admin.register(statsRoutes, { stats: createStats(db, config.timezone) });
      await admin.register(auditRoutes, { audit });
      await admin.register(translationsRoutes, { translations });
      await admin.register(uploadsRoutes, { uploads });
      for (const register of features) await register(admin);
    },
    { prefix: '/api/admin' },
  );
  await app.register(mediaRoutes, { uploads });
  return { uploads };
}
