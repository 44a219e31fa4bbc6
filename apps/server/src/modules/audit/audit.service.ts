import { count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PAGE_SIZE } from '@atrium/shared/limits';
import type { Db } from '../../db/client';
import { memberOf } from '../../plugins/auth';
import { auditLog } from './audit.table';

export interface AuditEvent {
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
}

/** Who did something: services take this rather than a request (the scheduler acts for a person too). */
export interface Actor {
  id: number | null;
  email: string;
  /** The address the request came from; null for work the server does on its own (scheduled publishing). */
  ip: string | null;
}

export const actorOf = (request: FastifyRequest): Actor => {
  const member = memberOf(request);
  return { id: member.id, email: member.user.email, ip: request.ip };
};

/** Records admin writes and lists them for admins. */
export function createAudit(db: Db) {
  const recordAs = async (actor: Actor, event: AuditEvent, tx: Db = db): Promise<void> => {
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: event.action,
      targetType: event.targetType ?? null,
      targetId: event.targetId === undefined ? null : String(event.targetId),
      details: event.details ?? null,
      ip: actor.ip,
    });
  };
  return {
    recordAs,
    record: (request: FastifyRequest, event: AuditEvent, tx: Db = db) => recordAs(actorOf(request), event, tx),

    async list(page: number, action?: string) {
      const where = action ? eq(auditLog.action, action) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        page,
        pageSize: PAGE_SIZE,
        total: total?.n ?? 0,
        items: rows.map((r) => ({
          id: r.id,
          actor: { id: r.actorId, email: r.actorEmail },
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          details: r.details,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type Audit = ReturnType<typeof createAudit>;
