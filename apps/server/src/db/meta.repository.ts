import { eq, sql } from 'drizzle-orm';
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
