import type { FastifyInstance } from 'fastify';
import type { Clock } from '../events/venue-time';
import type { Database } from '#server/db/client';
import type { ContentCache } from '#server/lib/content-cache';
import { visitRoutes } from './visit.routes';
import { createVisit } from './visit.service';

interface Deps {
  database: Database;
  cache: ContentCache;
  clock: Clock;
}

/** Visit information (docs/spec/decisions.md §12): GET /api/visit. The home page embeds it too (home.module.ts). */
export async function registerVisit(app: FastifyInstance, { database, cache, clock }: Deps) {
  const visit = createVisit(database.db, { timezone: app.config.timezone, clock, cache });
  await app.register(async (api) => api.register(visitRoutes, { visit }), { prefix: '/api' });
  return visit;
}
