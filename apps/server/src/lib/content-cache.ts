import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, notModified, sendJsonText, sendNotModified } from './http-cache';

interface Entry {
  json: string;
  etag: string;
}

/**
 * Public content replies, serialized once per key (e.g. 'slides:en') and kept until the content
 * changes; every write calls invalidate(). Clients revalidate with their ETag (304).
 */
export function createContentCache() {
  let entries = new Map<string, Promise<Entry>>();
  let generation = 0;
  return {
    get(key: string, build: () => Promise<unknown>): Promise<Entry> {
      let hit = entries.get(key);
      if (!hit) {
        const started = generation;
        hit = build().then((value) => {
          const json = JSON.stringify(value);
          return { json, etag: etagOf(json) };
        });
        entries.set(key, hit);
        // A failed build, or one that raced an invalidation, is not kept.
        hit.then(
          () => started !== generation && entries.delete(key),
          () => entries.delete(key),
        );
      }
      return hit;
    },
    invalidate() {
      generation += 1;
      entries = new Map();
    },
    /** Sends a cached entry with its ETag, or 304 when the client already has it. */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>) {
      const entry = await this.get(key, build);
      reply.header('cache-control', 'public, max-age=0, must-revalidate').header('vary', 'Accept-Language');
      if (notModified(request, reply, entry.etag)) return sendNotModified(reply);
      return sendJsonText(reply, entry.json);
    },
  };
}
export type ContentCache = ReturnType<typeof createContentCache>;
