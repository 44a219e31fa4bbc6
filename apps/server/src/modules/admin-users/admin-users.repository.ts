import { and, count, desc, eq, gte, ilike, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@atrium/shared/api/auth';
import type { MemberType } from '@atrium/shared/member-types';
import type { Db } from '#server/db/client';
import { users } from '../users/users.table';
import { sessions } from '../auth/auth.table';

export interface UserFilters {
  memberType?: MemberType;
  role?: Role;
  phoneRegion?: string;
  /** yyyy-MM-dd, inclusive, in `timezone`. */
  startDate?: string;
  endDate?: string;
}

const summaryColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  phoneNumber: users.phoneNumber,
  phoneRegion: users.phoneRegion,
  memberType: users.memberType,
  role: users.role,
  lockedAt: users.lockedAt,
  createdAt: users.createdAt,
};

/** Staff queries over members: filtered, searched, paged, always in a stable order (newest first, then id). */
export function createAdminUsersRepository(db: Db, timezone: string) {
  const localMidnight = (date: string) => sql`(${date}::date)::timestamp at time zone ${timezone}`;

  function filtersOf(f: UserFilters): SQL | undefined {
    const parts: SQL[] = [];
    if (f.memberType) parts.push(eq(users.memberType, f.memberType));
    if (f.role) parts.push(eq(users.role, f.role));
    if (f.phoneRegion) parts.push(eq(users.phoneRegion, f.phoneRegion));
    if (f.startDate) parts.push(gte(users.createdAt, localMidnight(f.startDate)));
    if (f.endDate) parts.push(lt(users.createdAt, sql`${localMidnight(f.endDate)} + interval '1 day'`));
    return parts.length ? and(...parts) : undefined;
  }

  /** Deleted members (anonymous tombstones) are never listed: they count only in statistics. */
  async function page(filter: SQL | undefined, pageNumber: number, pageSize: number) {
    const where = and(isNull(users.deletedAt), filter);
    const [items, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  return {
    list: (f: UserFilters, pageNumber: number, pageSize: number) => page(filtersOf(f), pageNumber, pageSize),

    /** Name, e-mail or phone contains the keyword (trigram indexes keep it fast); digits also match phones typed with dashes. */
    search(keyword: string, pageNumber: number, pageSize: number) {
      const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = keyword.replace(/\D/g, '');
      const conditions = [ilike(users.name, pattern), ilike(users.email, pattern)];
      if (digits.length >= 3) {
        // Numbers are stored in E.164: a national trunk 0 ("010-…") is not part of them.
        for (const d of new Set([digits, digits.replace(/^0/, '')]))
          conditions.push(sql`${users.phoneNumber} like ${`%${d}%`}`);
      }
      return page(or(...conditions), pageNumber, pageSize);
    },

    async detail(id: number) {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      if (!user) return undefined;
      const [active] = await db
        .select({ at: max(sessions.lastUsedAt) })
        .from(sessions)
        .where(eq(sessions.userId, id));
      return { user, lastActiveAt: active?.at ?? null };
    },

    /**
     * Changes a role unless it would leave no ADMIN: the admins are locked in one transaction,
     * so two concurrent demotions cannot both pass (`outer`: the caller's transaction). Returns 'missing' | 'last-admin' | the old role.
     */
    async changeRole(id: number, role: Role, outer: Db = db): Promise<'missing' | 'last-admin' | { from: string }> {
      return outer.transaction(async (tx) => {
        const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).for('update');
        const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).for('update');
        if (!target) return 'missing';
        if (target.role === 'ADMIN' && role !== 'ADMIN' && admins.length <= 1) return 'last-admin';
        await tx
          .update(users)
          .set({ role, updatedAt: sql`now()` })
          .where(eq(users.id, id));
        return { from: target.role };
      });
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
