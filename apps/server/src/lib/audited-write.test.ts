import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { createAudit } from '#server/modules/audit/audit.service';
import { auditLog } from '#server/modules/audit/audit.table';
import { users } from '#server/modules/users/users.table';
import { openTestDatabase } from '#server/test/database';
import { createAuditedWrite } from './audited-write';
import { createContentCache } from './content-cache';

/** A staff write and its audit row: both or neither, and the caches emptied only after both. */
describe('an audited write', () => {
  let database: Database;
  const cache = createContentCache();
  const actor = { id: null, email: 'staff@example.com', ip: '203.0.113.9' };
  const auditedWrite = () => createAuditedWrite(database.db, createAudit(database.db), cache);
  const addMember = (email: string) => async (tx: Database['db']) => {
    const [row] = await tx.insert(users).values({ email, passwordHash: 'x', name: 'Member' }).returning();
    return row;
  };
  const member = (email: string) => database.db.select().from(users).where(eq(users.email, email));
  const rowsOf = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps the write and its row, then empties the caches', async () => {
    const before = cache.version();
    const row = await auditedWrite()(actor, (r) => ({ action: 'test.kept', targetId: r?.id }), addMember('kept@x.io'));
    expect(await member('kept@x.io')).toHaveLength(1);
    expect(await rowsOf('test.kept')).toMatchObject([{ actorEmail: actor.email, targetId: String(row?.id) }]);
    expect(cache.version()).toBe(before + 1);
  });

  it('leaves no audit row when the write fails', async () => {
    const before = cache.version();
    const failing = async (tx: Database['db']) => {
      await addMember('half@x.io')(tx);
      throw new Error('the write failed');
    };
    await expect(auditedWrite()(actor, { action: 'test.failed-write' }, failing)).rejects.toThrow('the write failed');
    expect(await member('half@x.io')).toHaveLength(0);
    expect(await rowsOf('test.failed-write')).toHaveLength(0);
    expect(cache.version()).toBe(before);
  });

  it('rolls the write back when its audit row cannot be written', async () => {
    // The action column holds 60 characters: this row is refused by the database.
    const tooLong = `test.${'x'.repeat(80)}`;
    await expect(auditedWrite()(actor, { action: tooLong }, addMember('unaudited@x.io'))).rejects.toThrow();
    expect(await member('unaudited@x.io')).toHaveLength(0);
    expect(await rowsOf(tooLong)).toHaveLength(0);
  });
});
