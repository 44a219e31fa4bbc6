import type { Db } from '../db/client';
import type { Actor, Audit, AuditEvent } from '../modules/audit/audit.service';
import type { ContentCache } from './content-cache';

/**
 * Runs a staff write and its audit row in one transaction, then empties the public caches on
 * every instance: either all of it happens or none, and the next read anywhere sees it. The
 * write makes every query on `tx` (e.g. through its repository created on `tx`); the event may
 * be computed from what the write returns (the new row's id). `publicChange: false` keeps the
 * caches, for a write no public read serves (a UI string's draft: the site serves published
 * texts): the pages stay kept, where emptying them would make every visitor's next page wait
 * for a render.
 */
export function createAuditedWrite(db: Db, audit: Audit, cache: ContentCache) {
  return async function auditedWrite<T>(
    actor: Actor,
    event: AuditEvent | ((result: T) => AuditEvent),
    write: (tx: Db) => Promise<T>,
    { publicChange = true }: { publicChange?: boolean } = {},
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const value = await write(tx as unknown as Db);
      await audit.recordAs(actor, typeof event === 'function' ? event(value) : event, tx as unknown as Db);
      return value;
    });
    if (publicChange) await cache.invalidate();
    return result;
  };
}
export type AuditedWrite = ReturnType<typeof createAuditedWrite>;
