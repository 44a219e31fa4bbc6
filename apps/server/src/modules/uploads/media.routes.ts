import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renditionQuerySchema } from '@atrium/shared/api/media';
import { appError } from '#server/lib/app-error';
import { contentTypeOf } from '#server/lib/storage';
import type { Uploads } from './uploads.service';

const KEY = /^(uploads|seed)\/[a-z0-9/_-]+\.(jpg|png|webp|gif|avif)$/i;

/**
 * GET /media/{key}: stored images, never anything else, under generated names (so cached for a
 * year); `?w=640&f=avif` gives a resized AVIF or WebP copy for srcset, at a declared width only
 * (others get 400), made once and kept (uploads.renditions.ts).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ uploads: Uploads }> = async (app, { uploads }) => {
  app.get(
    '/media/*',
    { schema: { hide: true, params: z.object({ '*': z.string() }), querystring: renditionQuerySchema } },
    async (request, reply) => {
      const key = request.params['*'];
      const match = KEY.exec(key);
      if (!match || key.includes('..')) throw appError('NOT_FOUND');
      const { w, f } = request.query;
      // With S3_PUBLIC_URL, originals come from the bucket (or its CDN); renditions are made here.
      const direct = !w && !f ? app.storage.directUrl?.(key) : undefined;
      if (direct) return reply.header('cache-control', 'public, max-age=31536000, immutable').redirect(direct, 301);
      const file = await uploads.file(key, w, f);
      if (!file) throw appError('NOT_FOUND');
      return reply
        .type(f ? `image/${f}` : contentTypeOf(key))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(file);
    },
  );
};
