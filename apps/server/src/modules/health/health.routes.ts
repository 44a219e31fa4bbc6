import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readyResponseSchema } from '@atrium/shared/api/health';
import { appError } from '#server/lib/app-error';
import type { Database } from '#server/db/client';
import type { PeerMode } from '@atrium/shared/api/propagation';

/**
 * /api/health: the process is up. /api/ready: the database answers (load balancers route by it),
 * and how changes reach the other instances now (`peers`).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; peers: () => PeerMode }> = async (
  app,
  { database, peers },
) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Process is up', response: { 200: healthResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/ready',
    { schema: { tags: ['health'], summary: 'Database answers', response: { 200: readyResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.ping();
      } catch (err) {
        request.log.warn({ err }, 'database not ready');
        throw appError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ready' as const, database: 'up' as const, peers: peers() };
    },
  );
};
