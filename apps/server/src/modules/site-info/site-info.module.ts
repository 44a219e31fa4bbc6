import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { ContentCache } from '../../lib/content-cache';
import { createSiteSettingsRepository } from './site-info.repository';
import { siteInfoRoutes } from './site-info.routes';
import { createSiteInfo, type SiteInfo } from './site-info.service';

/** The `site` singleton's public read (/api/app); the HTML routes take its links for the boot data. */
export async function registerSiteInfo(
  app: FastifyInstance,
  { database, cache }: { database: Database; cache: ContentCache },
): Promise<SiteInfo> {
  const siteInfo = createSiteInfo(createSiteSettingsRepository(database.db), cache, app.log);
  await app.register(siteInfoRoutes, { prefix: '/api', siteInfo, cache });
  return siteInfo;
}
