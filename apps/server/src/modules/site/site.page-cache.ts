import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { etagOf } from '#server/lib/http-cache';
import { cacheLookups } from '#server/lib/metrics';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A finished public page: its bytes in each encoding, made once per version, and its ETags. */
export interface CachedPage {
  br: Buffer;
  gzip: Buffer;
  /** Strong ETags, one per representation (RFC 9110: a strong tag names exact bytes). */
  etags: { identity: string; br: string; gzip: string };
  /** The hashes the CSP needs for the page's <style> blocks (security.ts allowPageStyles). */
  styleSources: readonly string[];
  /** By the app's clock (ms): the page shows something computed from the time (the venue open now). */
  freshUntil?: number;
}

export interface PageToCache {
  html: string;
  styleSources: readonly string[];
  freshUntil?: number;
}

interface Options {
  /** Pages kept at most. */
  maxEntries?: number;
  /** Compressed bytes kept at most (both encodings of every page). */
  maxBytes?: number;
  /** The app's clock (tests move it). */
  now: () => number;
}

/**
 * The finished HTML of public pages, by page address (path and the query parameters the page
 * reads), so a visit costs a lookup and a write of precompressed bytes. Every entry belongs to
 * one version of what pages are made of (content, UI strings, the year): a new version empties
 * the cache at the next lookup. Bounded in entries and in bytes, least recently used first.
 * The uncompressed form is unzipped on demand: clients without gzip are rare.
 */
export function createPageCache({ maxEntries = 5000, maxBytes = 64 * 1024 * 1024, now }: Options) {
  const pages = new LRUCache<string, CachedPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (page) => page.br.length + page.gzip.length + 512,
  });
  /** Pages being built, by version and address: concurrent misses share one build. */
  const building = new Map<string, Promise<CachedPage | null>>();
  let current = '';
  let hits = 0;
  let misses = 0;
  let renders = 0;

  const sync = (version: string) => {
    if (version === current) return;
    current = version;
    pages.clear();
  };

  return {
    /** The page kept for `key` in this `version`, or the build of it under way, if any. */
    get(key: string, version: string): CachedPage | Promise<CachedPage | null> | undefined {
      sync(version);
      const page = pages.get(key);
      if (page && (page.freshUntil === undefined || page.freshUntil > now())) {
        hits += 1;
        cacheLookups.inc({ cache: 'pages', result: 'hit' });
        return page;
      }
      if (page) pages.delete(key);
      const pending = building.get(`${version} ${key}`);
      if (pending) hits += 1;
      else misses += 1;
      cacheLookups.inc({ cache: 'pages', result: pending ? 'hit' : 'miss' });
      return pending;
    },
    /**
     * Builds the page for `key` (null: this reply is not one to keep) and keeps it unless the
     * version changed meanwhile (a publish raced the render: the next visit renders anew).
     */
    build(key: string, version: string, make: () => Promise<PageToCache | null>): Promise<CachedPage | null> {
      const id = `${version} ${key}`;
      const made = (async () => {
        const page = await make();
        if (!page) return null;
        renders += 1;
        const finished = await finish(page);
        sync(version);
        if (current === version) pages.set(key, finished);
        return finished;
      })();
      building.set(id, made);
      const done = () => {
        if (building.get(id) === made) building.delete(id);
      };
      made.then(done, done);
      return made;
    },
    /** The uncompressed page, for a client that accepts neither encoding. */
    identity: async (page: CachedPage): Promise<Buffer> => gunzipAsync(page.gzip),
    /** Entries and compressed bytes kept; lookups answered from memory or a build in flight, and not; pages built. */
    stats: () => ({ entries: pages.size, bytes: pages.calculatedSize, hits, misses, renders }),
    clear: () => pages.clear(),
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Both encodings at once, off the event loop. Brotli 6 takes a few ms for a 150 KB page where 9
 * takes ten times as long for 20 % fewer bytes: a miss is a visitor waiting.
 */
async function finish({ html, styleSources, freshUntil }: PageToCache): Promise<CachedPage> {
  const body = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 6 }),
  ]);
  const etag = etagOf(body);
  return {
    br,
    gzip: gz,
    etags: { identity: etag, br: `${etag.slice(0, -1)}-br"`, gzip: `${etag.slice(0, -1)}-gz"` },
    styleSources,
    freshUntil,
  };
}
