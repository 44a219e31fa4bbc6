import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { siteSettings } from '#server/db/settings.table';

/** Where the editorial engine keeps the published `visit-info` singleton. */
export const VISIT_INFO_SETTING = 'visit-info';

/** The published visit information as stored, or undefined before anything is published. */
export async function readPublishedVisitInfo(db: Db): Promise<unknown> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, VISIT_INFO_SETTING));
  return row?.value;
}
