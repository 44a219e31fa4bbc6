import type { Role } from '@atrium/shared/api/auth';
import { PAGE_SIZE } from '@atrium/shared/limits';
import { appError } from '#server/lib/app-error';
import type { AuditedWrite } from '#server/lib/audited-write';
import type { Actor, Audit } from '../audit/audit.service';
import type { AdminUsersRepository, UserFilters } from './admin-users.repository';
import { presentUserDetail, presentUserSummary } from './admin-users.presenter';

/** Admins' view of the members and the one change they make to them: the role, audited. */
export function createAdminUsers(repo: AdminUsersRepository, audit: Audit, audited: AuditedWrite) {
  async function detail(id: number) {
    const row = await repo.detail(id);
    if (!row) throw appError('USER_NOT_FOUND');
    return presentUserDetail(row.user, row.lastActiveAt);
  }

  return {
    detail,

    async list(filters: UserFilters, page: number) {
      const { items, total } = await repo.list(filters, page, PAGE_SIZE);
      return { items: items.map(presentUserSummary), page, pageSize: PAGE_SIZE, total };
    },

    /** Searches over e-mails and phones are audited (a read, so recorded on its own), like the attendance list's. */
    async search(actor: Actor, keyword: string, page: number) {
      const { items, total } = await repo.search(keyword, page, PAGE_SIZE);
      await audit.recordAs(actor, { action: 'user.search', details: { list: 'users', keyword, page, rows: total } });
      return { items: items.map(presentUserSummary), page, pageSize: PAGE_SIZE, total };
    },

    /** A new role and its audit row together; giving the role a member already has changes and records nothing. */
    async changeRole(actor: Actor, id: number, role: Role) {
      if ((await detail(id)).role !== role) {
        await audited(
          actor,
          ({ from }: { from: string }) => ({
            action: 'user.role',
            targetType: 'user',
            targetId: id,
            details: { from, to: role },
          }),
          async (tx) => {
            const result = await repo.changeRole(id, role, tx);
            if (result === 'missing') throw appError('USER_NOT_FOUND');
            if (result === 'last-admin') throw appError('LAST_ADMIN');
            return result;
          },
        );
      }
      return detail(id);
    },
  };
}
export type AdminUsers = ReturnType<typeof createAdminUsers>;
