import { actorOf } from '../audit/audit.actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserSearchQuerySchema,
  adminUsersQuerySchema,
  roleChangeSchema,
  userIdParamsSchema,
} from '@atrium/shared/api/admin';
import { ROLES, type Role } from '@atrium/shared/api/auth';
import { appError } from '#server/lib/app-error';
import { requireAdmin } from '#server/plugins/admin-guard';
import { requireStepUp } from '../mfa/mfa.guard';
import type { AdminUsers } from './admin-users.service';

const tags = ['admin: users'];
const security = [{ bearer: [] }];
const isRole = (r: string): r is Role => (ROLES as readonly string[]).includes(r);

/** /api/admin/users…: ADMIN only (roles are theirs to give). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ users: AdminUsers }> = async (app, { users }) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/users',
    { schema: { tags, security, querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => {
      const { page, ...filters } = request.query;
      return users.list(filters, page);
    },
  );

  app.get(
    '/users/search',
    { schema: { tags, security, querystring: adminUserSearchQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => users.search(actorOf(request), request.query.keyword, request.query.page),
  );

  app.get(
    '/users/:id',
    { schema: { tags, security, params: userIdParamsSchema, response: { 200: adminUserDetailSchema } } },
    async (request) => users.detail(request.params.id),
  );

  app.post(
    '/users/:id/role',
    {
      schema: {
        tags,
        security,
        params: userIdParamsSchema,
        body: roleChangeSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => {
      const role = request.body.role.toUpperCase();
      if (!isRole(role)) throw appError('INVALID_GRADE');
      await requireStepUp(request);
      return users.changeRole(actorOf(request), request.params.id, role);
    },
  );
};
