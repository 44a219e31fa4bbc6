import type { FastifyInstance } from 'fastify';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Clock } from '../events/venue-time';
import type { Database } from '#server/db/client';
import type { ContentCache } from '#server/lib/content-cache';
import type { Storage } from '#server/lib/storage';
import type { SiteRegistry } from '../site/site.registry';
import { cachedQuery } from '../site/site.prefetch';
import { createImages } from '../uploads/media.presenter';
import { visitRoutes } from './visit.routes';
import { createVisit, guideCacheKey } from './visit.service';

interface Deps {
  database: Database;
  storage: Storage;
  site: SiteRegistry;
  cache: ContentCache;
  clock: Clock;
}

/**
 * Visit information (docs/spec/decisions.md §12): GET /api/visit and /api/visit/guide, and the
 * Visit page's data in its HTML. The home page embeds GET /api/visit too (home.module.ts).
 */
export async function registerVisit(app: FastifyInstance, { database, storage, site, cache, clock }: Deps) {
  const images = createImages(database.db, storage);
  const visit = createVisit(database.db, { timezone: app.config.timezone, clock, cache, images });
  await app.register(async (api) => api.register(visitRoutes, { visit, cache }), { prefix: '/api' });

  // The Visit page: today's status (kept until the minute turns, as the home page's) and the guide.
  site.addPrefetch('visit', async (_params, lang) => {
    const [now, guide] = await Promise.all([
      visit.forVisitor(lang),
      cachedQuery(cache, guideCacheKey(lang), PREFETCH_KEYS.visitGuide(lang), () => visit.guide(lang)),
    ]);
    return {
      queries: [{ key: PREFETCH_KEYS.visit(lang), data: now }, ...(guide ? [guide] : [])],
      headLinks: [],
      freshUntil: (Math.floor(clock.now().getTime() / 60_000) + 1) * 60_000,
    };
  });
  return visit;
}
