import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import type { RateLimits } from '#server/lib/rate-limits';
import type { ContentService } from '../content/content.service';
import type { SiteRegistry } from '../site/site.registry';
import { createAdminSearchRepository } from './admin-search.repository';
import { adminSearchRoutes } from './admin-search.routes';
import { defineSearchLimit } from './search.limit';
import { registerSearchPrefetch } from './search.prefetch';
import { createSearchRepository } from './search.repository';
import { searchRoutes } from './search.routes';
import { createSearch } from './search.service';

interface Deps {
  database: Database;
  content: ContentService;
  limiter: RateLimits;
  site: SiteRegistry;
  /** Programs are written outside the engine; their service tells the search. */
  programs: { onProgramChange(listener: (id: number) => Promise<void>): void };
}

/**
 * Site search (docs/spec/decisions.md §14, docs/decisions/011-site-search-in-postgresql.md): the index follows the editorial engine's
 * publishing in the same transaction; GET /api/search and the search page read it. Staff find any item, drafts too,
 * with GET /api/admin/search (`adminRoutes`).
 */
export async function registerSearch(app: FastifyInstance, { database, content, limiter, site, programs }: Deps) {
  const search = createSearch({ db: database.db, repo: createSearchRepository(), live: () => content.live() });
  content.onLive((tx, type, key, data) => search.indexItem(tx, type, key, data));
  programs.onProgramChange((id) => search.indexProgram(id));
  // The API and the search page's views take from one budget per address.
  const searches = defineSearchLimit(limiter);
  await app.register(async (api) => api.register(searchRoutes, { search, searches }), { prefix: '/api' });
  registerSearchPrefetch(site, search, searches);
  // GET /api/admin/search: registered by the admin module in its scope, behind the staff guard.
  const adminRoutes = async (admin: FastifyInstance) => {
    await admin.register(adminSearchRoutes, { db: database.db, repo: createAdminSearchRepository() });
  };
  return Object.assign(search, { adminRoutes });
}
