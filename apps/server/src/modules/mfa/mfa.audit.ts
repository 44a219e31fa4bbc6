import { STAFF_ROLES } from '@atrium/shared/api/admin';
import type { Role } from '@atrium/shared/api/auth';
import type { Db } from '#server/db/client';
import type { AuditedWrite } from '#server/lib/audited-write';
import type { Actor } from '../audit/audit.actor';

const staff = new Set<Role>(STAFF_ROLES);

/**
 * A member's own two-factor change. A staff member's goes to the audit log with it, in one
 * transaction: admins look there for account takeovers.
 */
export function createMfaChanges(db: Db, audited: AuditedWrite) {
  return <T>(actor: Actor, role: Role, action: string, write: (tx: Db) => Promise<T>): Promise<T> =>
    staff.has(role)
      ? audited(actor, { action, targetType: 'user', targetId: actor.id ?? undefined }, write)
      : write(db);
}
export type MfaChanges = ReturnType<typeof createMfaChanges>;
