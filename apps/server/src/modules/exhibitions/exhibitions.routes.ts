import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  artworkDetailSchema,
  artworksQuerySchema,
  artworksResponseSchema,
  eduIdParamsSchema,
  exhibitionDetailSchema,
  exhibitionParamsSchema,
  exhibitionsResponseSchema,
} from '@atrium/shared/api/edu';
import { appError } from '#server/lib/app-error';
import type { ContentCache } from '#server/lib/content-cache';
import type { Exhibitions } from './exhibitions.service';

/**
 * GET /api/exhibitions, /api/exhibitions/{slug}, /api/artworks, /api/artworks/{id}: localized, cached,
 * with ETags. The venue's day is in the exhibitions' keys: their status moves at its midnight without a write.
 */
export const exhibitionsRoutes: FastifyPluginAsyncZod<{ exhibitions: Exhibitions; cache: ContentCache }> = async (
  app,
  { exhibitions, cache },
) => {
  const tags = ['exhibitions'];
  app.get('/exhibitions', { schema: { tags, response: { 200: exhibitionsResponseSchema } } }, async (request, reply) =>
    cache.send(request, reply, `exhibitions:${exhibitions.today()}:${request.lang}`, () =>
      exhibitions.list(request.lang),
    ),
  );
  app.get(
    '/exhibitions/:slug',
    { schema: { tags, params: exhibitionParamsSchema, response: { 200: exhibitionDetailSchema } } },
    async (request, reply) =>
      cache.send(
        request,
        reply,
        `exhibition:${request.params.slug}:${exhibitions.today()}:${request.lang}`,
        async () => {
          const exhibition = await exhibitions.bySlug(request.params.slug, request.lang);
          if (!exhibition) throw appError('NOT_FOUND');
          return exhibition;
        },
      ),
  );
  app.get(
    '/artworks',
    { schema: { tags, querystring: artworksQuerySchema, response: { 200: artworksResponseSchema } } },
    async (request, reply) => {
      const { page, exhibition } = request.query;
      return cache.send(request, reply, `artworks:${exhibition ?? ''}:${page}:${request.lang}`, async () => {
        const list = await exhibitions.artworks(page, exhibition, request.lang);
        if (!list) throw appError('NOT_FOUND');
        return list;
      });
    },
  );
  app.get(
    '/artworks/:id',
    { schema: { tags, params: eduIdParamsSchema, response: { 200: artworkDetailSchema } } },
    async (request, reply) =>
      cache.send(request, reply, `artwork:${request.params.id}:${request.lang}`, async () => {
        const artwork = await exhibitions.artwork(request.params.id, request.lang);
        if (!artwork) throw appError('NOT_FOUND');
        return artwork;
      }),
  );
};
