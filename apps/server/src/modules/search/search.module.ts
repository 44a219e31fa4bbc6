import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Limiter } from '../../lib/limiter';
import type { ContentService } from '../content/content.service';
import { createSearchRepository } from './search.repository';
import { searchRoutes } from './search.routes';
import { createSearch } from './search.service';

interface Deps {
  database: Database;
  content: ContentService;
  limiter: Limiter;
  /** Programs are written outside the engine; their service tells the search. */
  programs: { onProgramChange(listener: (id: number) => Promise<void>): void };
}

/**
 * Site search (decisions.md §14, docs/decisions/011): the index follows the editorial engine's
 * publishing in the same transaction; GET /api/search reads it.
 */
export async function registerSearch(app: FastifyInstance, { database, content, limiter, programs }: Deps) {
  const search = createSearch({ db: database.db, repo: createSearchRepository(), live: () => content.live() });
  content.onLive((tx, type, key, data) => search.indexItem(tx, type, key, data));
  programs.onProgramChange((id) => search.indexProgram(id));
  await app.register(async (api) => api.register(searchRoutes, { search, limiter }), { prefix: '/api' });
  return search;
}
