import { eq, like, sql } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './meta.table';

export async function getMeta(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * True for the one caller (of any instance) that claims the periodic job `key` this interval: the
 * claim is the row's time, moved forward only when the last claim is older than most of an interval.
 */
export async function claimPeriodic(db: Db, key: string, intervalMs: number): Promise<boolean> {
  const rows = await db
    .insert(appMeta)
    .values({ key, value: '' })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { updatedAt: sql`now()` },
      setWhere: sql`${appMeta.updatedAt} < now() - ${`${Math.round(intervalMs * 0.9)} milliseconds`}::interval`,
    })
    .returning({ key: appMeta.key });
  return rows.length > 0;
}

/**
 * Adds one to the counter kept under `key` (created at 1) and answers its new value, in one
 * statement: concurrent bumps from several instances each get a value of their own.
 */
export async function bumpCounter(db: Db, key: string): Promise<number> {
  const [row] = await db
    .insert(appMeta)
    .values({ key, value: '1' })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`(${appMeta.value}::bigint + 1)::text`, updatedAt: sql`now()` },
    })
    .returning({ value: appMeta.value });
  return Number(row?.value ?? 0);
}

/** Every counter whose key starts with `prefix`, by the rest of its key. */
export async function readCounters(db: Db, prefix: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(like(appMeta.key, `${prefix}%`));
  return new Map(rows.map((r) => [r.key.slice(prefix.length), Number(r.value)]));
}
