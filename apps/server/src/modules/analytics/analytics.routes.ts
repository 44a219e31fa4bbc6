import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageViewSchema } from '@atrium/shared/api/analytics';
import { pageViews } from './analytics.table';
import type { Db } from '#server/db/client';

const ADMIN_PATH = /^\/admin(\/|$)/;

function hostOf(referrer: string | undefined): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  return new URL(referrer).host.slice(0, 255) || null;
}

/** POST /api/analytics/pageview: the site's own collector, fed by navigator.sendBeacon. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // sendBeacon may post a Blob without a JSON type; accept text bodies as JSON too.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('Invalid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/analytics/pageview',
    {
      bodyLimit: 4096,
      schema: { tags: ['analytics'], summary: 'Record a page view', body: pageViewSchema },
    },
    async (request, reply) => {
      const { path, lang, referrer } = request.body;
      // Admin pages are never counted, whatever a client sends.
      if (!ADMIN_PATH.test(path)) {
        await db
          .insert(pageViews)
          .values({ path: path.split(/[?#]/)[0] ?? path, lang, referrerHost: hostOf(referrer) });
      }
      return reply.code(204).send();
    },
  );
};
