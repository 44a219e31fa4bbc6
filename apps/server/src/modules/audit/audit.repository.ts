import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { auditLog } from './audit.table';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** The audit log's queries. */
export function createAuditRepository(db: Db) {
  return {
    /** Writes one row; `tx` puts it in the caller's transaction. */
    async insert(row: NewAuditRow, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values(row);
    },

    /** A page of the log, newest first, optionally of one action, and how many rows match. */
    async page(offset: number, limit: number, action?: string): Promise<{ rows: AuditRow[]; total: number }> {
      const where = action ? eq(auditLog.action, action) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
