import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, notModified, sendJsonText, sendNotModified } from './http-cache';
import type { Bus } from './bus';
import { isScoped } from '../db/scoped-db';
import { createBoundedCache } from './bounded-cache';

const TOPIC = 'content-cache';

const toEntry = (value: unknown): Entry => {
  const json = JSON.stringify(value);
  return { json, etag: etagOf(json) };
};

interface Entry {
  json: string;
  etag: string;
}

/**
 * Keys carry request parameters (pages, filters), so their number is bounded here, least
 * recently used first: a crawler walking every page cannot grow the cache past these.
 */
const CONTENT_CACHE_LIMITS = { maxEntries: 5000, maxBytes: 64 * 1024 * 1024 } as const;

/**
 * Public content replies, serialized once per key (e.g. 'slides:en') and kept until the content
 * changes; every write calls invalidate(). Clients revalidate with their ETag (304).
 * With a bus (REDIS_URL), an invalidation empties the cache of every server process.
 */
export function createContentCache(bus?: Bus) {
  const entries = createBoundedCache<Entry>({
    name: 'content',
    ...CONTENT_CACHE_LIMITS,
    // JavaScript strings take two bytes a character.
    sizeOf: (entry, key) => (entry.json.length + entry.etag.length + key.length) * 2,
  });
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  bus?.subscribe(TOPIC, clear);
  return {
    get(key: string, build: () => Promise<unknown>): Promise<Entry> {
      // A preview reads drafts: straight from the database, and never kept.
      if (isScoped()) return build().then(toEntry);
      // A failed build, or one that raced an invalidation, is not kept.
      return entries.get(key, () => build().then(toEntry));
    },
    /** Empties this cache now (and, with a bus, every other process's before resolving). */
    invalidate(): Promise<void> {
      clear();
      return bus ? bus.publish(TOPIC) : Promise.resolve();
    },
    /**
     * Goes up each time the cache is emptied, here or from another instance: what is built
     * from the content (the finished pages of site/site.page-cache.ts) is current while it holds.
     */
    version: () => generation,
    /** Lookups answered from memory and built, since start (for /api/metrics). */
    stats: () => entries.stats(),
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
