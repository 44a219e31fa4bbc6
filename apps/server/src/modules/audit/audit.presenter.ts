import type { AuditRow } from './audit.repository';

/** A log row as admins see it (GET /api/admin/audit); the address it came from stays on the server. */
export function presentAuditEntry(r: AuditRow) {
  return {
    id: r.id,
    actor: { id: r.actorId, email: r.actorEmail },
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  };
}
