import type { FastifyInstance } from 'fastify';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Database } from '#server/db/client';
import type { ContentCache } from '#server/lib/content-cache';
import type { SiteRegistry } from '../site/site.registry';
import { cachedQuery, prefetchOf } from '../site/site.prefetch';
import { createSiteSettingsRepository } from './site-info.repository';
import { siteInfoRoutes } from './site-info.routes';
import { createSiteInfo, type SiteInfo } from './site-info.service';

/**
 * The `site` singleton's public read (/api/app), also embedded in the app page's HTML; the HTML
 * routes take its links for the boot data.
 */
export async function registerSiteInfo(
  app: FastifyInstance,
  { database, site, cache }: { database: Database; site: SiteRegistry; cache: ContentCache },
): Promise<SiteInfo> {
  const siteInfo = createSiteInfo(createSiteSettingsRepository(database.db), cache, app.log);
  await app.register(siteInfoRoutes, { prefix: '/api', siteInfo, cache });
  // Under the route's cache key (site-info.routes.ts).
  site.addPrefetch('app', (_params, lang) =>
    prefetchOf(cachedQuery(cache, `app:${lang}`, PREFETCH_KEYS.appInfo(lang), () => siteInfo.app(lang))),
  );
  return siteInfo;
}
