import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The queries the metrics scrape runs. They sit beside the plugin, not in a feature module: they
 * are operational counts read at scrape time (a failure is what `atrium_database_up` reports),
 * and the plugin registers before the modules and depends on none of them.
 */
export async function countLockedAccounts(db: Db): Promise<number> {
  const rows = (await db.execute(sql`select count(*)::int as n from users where locked_at is not null`)) as unknown as
    { rows?: Array<{ n: number }> } | Array<{ n: number }>;
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return Number(list[0]?.n ?? 0);
}
