import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentCache } from '#server/lib/content-cache';
import { notModified, sendJsonText, sendNotModified } from '#server/lib/http-cache';

/**
 * Member-only content that is the same for every member (e.g. the Sunghwa course): built once per
 * language in the content cache, revalidated with its ETag, but never stored by shared caches.
 */
export async function sendPrivateContent(
  cache: ContentCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: () => Promise<unknown>,
) {
  const entry = await cache.get(key, build);
  reply.header('cache-control', 'private, no-cache').header('vary', 'Accept-Language, Authorization');
  if (notModified(request, reply, entry.etag)) return sendNotModified(reply);
  return sendJsonText(reply, entry.json);
}
