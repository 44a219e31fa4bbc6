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
import { PAGE_SIZE } from '@atrium/shared/limits';
import { appError } from '#server/lib/app-error';
import { requireAdmin } from '#server/plugins/admin-guard';
import { requireStepUp } from '../mfa/mfa.guard';
import type { Audit } from '../audit/audit.service';
import type { AdminUsersRepository } from './admin-users.repository';
import { presentUserDetail, presentUserSummary } from './admin-users.presenter';

const tags = ['admin: users'];
const security = [{ bearer: [] }];
const isRole = (r: string): r is Role => (ROLES as readonly string[]).includes(r);

/** /api/admin/users…: ADMIN only (roles are theirs to give). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ repo: AdminUsersRepository; audit: Audit }> = async (
  app,
  { repo, audit },
) => {
  app.addHook('preValidation', requireAdmin);

  app.get(
    '/users',
    { schema: { tags, security, querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => {
      const { page, ...filters } = request.query;
      const { items, total } = await repo.list(filters, page, PAGE_SIZE);
      return { items: items.map(presentUserSummary), page, pageSize: PAGE_SIZE, total };
    },
  );

  app.get(
    '/users/search',
    { schema: { tags, security, querystring: adminUserSearchQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => {
      const { keyword, page } = request.query;
      const { items, total } = await repo.search(keyword, page, PAGE_SIZE);
      // Searches over e-mails and phones are audited, like the attendance list's.
      await audit.recordAs(actorOf(request), {
        action: 'user.search',
        details: { list: 'users', keyword, page, rows: total },
      });
      return { items: items.map(presentUserSummary), page, pageSize: PAGE_SIZE, total };
    },
  );

  app.get(
    '/users/:id',
    { schema: { tags, security, params: userIdParamsSchema, response: { 200: adminUserDetailSchema } } },
    async (request) => {
      const row = await repo.detail(request.params.id);
      if (!row) throw appError('USER_NOT_FOUND');
      return presentUserDetail(row.user, row.lastActiveAt);
    },
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
      const result = await repo.changeRole(request.params.id, role);
      if (result === 'missing') throw appError('USER_NOT_FOUND');
      if (result === 'last-admin') throw appError('LAST_ADMIN');
      if (result.from !== role) {
        await audit.recordAs(actorOf(request), {
          action: 'user.role',
          targetType: 'user',
          targetId: request.params.id,
          details: { from: result.from, to: role },
        });
      }
      const row = await repo.detail(request.params.id);
      if (!row) throw appError('USER_NOT_FOUND');
      return presentUserDetail(row.user, row.lastActiveAt);
    },
  );
};
