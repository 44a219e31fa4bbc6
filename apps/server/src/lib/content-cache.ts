import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, notModified, sendJsonText, sendNotModified } from './http-cache';
import type { Bus } from './bus';
import { isScoped } from '../db/scoped-db';

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
 * Public content replies, serialized once per key (e.g. 'slides:en') and kept until the content
 * changes; every write calls invalidate(). Clients revalidate with their ETag (304).
 * With a bus (REDIS_URL), an invalidation empties the cache of every server process.
 */
export function createContentCache(bus?: Bus) {
  let entries = new Map<string, Promise<Entry>>();
  let generation = 0;
  let hits = 0;
  let misses = 0;
  const clear = () => {
    generation += 1;
    entries = new Map();
  };
  bus?.subscribe(TOPIC, clear);
  return {
    get(key: string, build: () => Promise<unknown>): Promise<Entry> {
      // A preview reads drafts: straight from the database, and never kept.
      if (isScoped()) return build().then(toEntry);
      let hit = entries.get(key);
      if (hit) hits += 1;
      else misses += 1;
      if (!hit) {
        const started = generation;
        hit = build().then(toEntry);
        entries.set(key, hit);
        // A failed build, or one that raced an invalidation, is not kept.
        hit.then(
          () => started !== generation && entries.delete(key),
          () => entries.delete(key),
        );
      }
      return hit;
    },
    /** Empties this cache now (and, with a bus, every other process's before resolving). */
    invalidate(): Promise<void> {
      clear();
      return bus ? bus.publish(TOPIC) : Promise.resolve();
    },
    /** Lookups answered from memory and built, since start (for /api/metrics). */
    stats: () => ({ hits, misses, entries: entries.size }),
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
