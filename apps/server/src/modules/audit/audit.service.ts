import { PAGE_SIZE } from '@atrium/shared/limits';
import type { Db } from '#server/db/client';
import type { Actor } from './audit.actor';
import { createAuditRepository } from './audit.repository';
import { presentAuditEntry } from './audit.presenter';

export { actorOf, type Actor } from './audit.actor';

export interface AuditEvent {
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
}

/** Records admin writes and lists them for admins. */
export function createAudit(db: Db) {
  const repo = createAuditRepository(db);
  const recordAs = async (actor: Actor, event: AuditEvent, tx: Db = db): Promise<void> => {
    await repo.insert(
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: event.action,
        targetType: event.targetType ?? null,
        targetId: event.targetId === undefined ? null : String(event.targetId),
        details: event.details ?? null,
        ip: actor.ip,
      },
      tx,
    );
  };
  return {
    recordAs,

    async list(page: number, action?: string) {
      const { rows, total } = await repo.page((page - 1) * PAGE_SIZE, PAGE_SIZE, action);
      return { page, pageSize: PAGE_SIZE, total, items: rows.map(presentAuditEntry) };
    },
  };
}
export type Audit = ReturnType<typeof createAudit>;
