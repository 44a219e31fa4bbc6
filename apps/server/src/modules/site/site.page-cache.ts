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

/**
 * How long after a change the previous version of a page may still be sent while its new render
 * is under way (stale-while-revalidate); later, requests wait for the render. With the
 * instances' polling interval (lib/bus.ts PEER_POLL_MS) it bounds how old a page a visitor may
 * see after a publish (docs/decisions/032-bounded-staleness-and-stale-pages.md).
 */
export const STALE_PAGE_MS = 2000;

interface Options {
  /** Pages kept at most. */
  maxEntries?: number;
  /** Compressed bytes kept at most (both encodings of every page). */
  maxBytes?: number;
  /** The app's clock (tests move it). */
  now: () => number;
}

const isCurrent = (page: CachedPage, at: number) => page.freshUntil === undefined || page.freshUntil > at;

/**
 * The finished HTML of public pages, by page address (path and the query parameters the page
 * reads), so a visit costs a lookup and a write of precompressed bytes. Every entry belongs to
 * one version of what pages are made of (content, UI strings, the year): at the next lookup
 * under a new version they all become previous pages. The first request for a page then renders
 * it and waits; requests meanwhile get the previous page, for STALE_PAGE_MS after the change at
 * most (they then wait for the render too). Bounded in entries and in bytes, least recently used
 * first (the previous pages apart, with the same bounds). The uncompressed form is unzipped on
 * demand: clients without gzip are rare.
 */
export function createPageCache({ maxEntries = 5000, maxBytes = 64 * 1024 * 1024, now }: Options) {
  const bounds = { max: maxEntries, maxSize: maxBytes };
  const pages = new LRUCache<string, CachedPage>({
    ...bounds,
    sizeCalculation: (page) => page.br.length + page.gzip.length + 512,
  });
  /** Pages of earlier versions, each with when it went out of date. */
  const previous = new LRUCache<string, { page: CachedPage; since: number }>({
    ...bounds,
    sizeCalculation: ({ page }) => page.br.length + page.gzip.length + 512,
  });
  /** Pages being built, by version and address: concurrent misses share one build. */
  const building = new Map<string, Promise<CachedPage | null>>();
  let current = '';
  /** When a lookup last found `current` still current: a change came after it. */
  let confirmedAt = -Infinity;
  let hits = 0;
  let misses = 0;
  let stale = 0;
  let renders = 0;
  /** Renders whose bytes were those of the page before them: nothing to compress. */
  let unchanged = 0;

  const sync = (version: string) => {
    const at = now();
    if (version === current) {
      confirmedAt = at;
      return;
    }
    // The change (or the first of several) came after the last lookup that saw the old version:
    // counting from then never lets a page outlive the window, and under traffic it is exact to
    // the millisecond. After a quiet spell nothing older is sent (the first visits wait).
    const since = confirmedAt;
    current = version;
    confirmedAt = at;
    for (const [key, entry] of [...previous.entries()]) if (at - entry.since > STALE_PAGE_MS) previous.delete(key);
    // Least recently used first, so the previous pages keep their order of use. Kept even when
    // too old to be sent: a new render with the same bytes reuses their compression.
    for (const [key, page] of [...pages.entries()].reverse()) previous.set(key, { page, since });
    pages.clear();
  };

  /** The page of an earlier version that may still be sent for `key`, if any. */
  const previousPage = (key: string): CachedPage | undefined => {
    const entry = previous.get(key);
    if (!entry) return undefined;
    const at = now();
    if (at - entry.since <= STALE_PAGE_MS && isCurrent(entry.page, at)) return entry.page;
    previous.delete(key);
    return undefined;
  };

  return {
    /**
     * The page kept for `key` in this `version`; or, while a build of it is under way, the
     * previous page if still young enough, else that build; undefined: the caller builds it.
     */
    get(key: string, version: string): CachedPage | Promise<CachedPage | null> | undefined {
      sync(version);
      const page = pages.get(key);
      if (page && isCurrent(page, now())) {
        hits += 1;
        cacheLookups.inc({ cache: 'pages', result: 'hit' });
        return page;
      }
      // Its time ran out: never sent again, though a render with the same bytes reuses it.
      if (page) {
        pages.delete(key);
        previous.set(key, { page, since: -Infinity });
      }
      const pending = building.get(`${version} ${key}`);
      const older = pending && previousPage(key);
      if (older) {
        stale += 1;
        cacheLookups.inc({ cache: 'pages', result: 'stale' });
        return older;
      }
      if (pending) hits += 1;
      else misses += 1;
      cacheLookups.inc({ cache: 'pages', result: pending ? 'hit' : 'miss' });
      return pending;
    },
    /**
     * Builds the page for `key` (null: this reply is not one to keep) and keeps it unless the
     * version changed meanwhile (a publish raced the render: the next visit renders anew).
     * Called at once after get() with the same version, so that concurrent requests share it.
     */
    build(key: string, version: string, make: () => Promise<PageToCache | null>): Promise<CachedPage | null> {
      const id = `${version} ${key}`;
      sync(version);
      const before = previous.peek(key)?.page;
      const made = (async () => {
        const page = await make();
        if (!page) return null;
        renders += 1;
        const finished = await finish(page, before);
        if (finished.br === before?.br) unchanged += 1;
        if (current === version) {
          pages.set(key, finished);
          previous.delete(key);
        }
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
    /**
     * Entries and compressed bytes kept (previous pages included); lookups answered from memory
     * or a build in flight, with a previous page, and not; pages built, and of those, the ones
     * that came out as they were (a publish elsewhere: the compression was reused).
     */
    stats: () => ({
      entries: pages.size + previous.size,
      bytes: pages.calculatedSize + previous.calculatedSize,
      hits,
      misses,
      stale,
      renders,
      unchanged,
    }),
    clear: () => {
      pages.clear();
      previous.clear();
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Both encodings at once, off the event loop. Brotli 6 takes a few ms for a 150 KB page where 9
 * takes ten times as long for 20 % fewer bytes: a miss is a visitor waiting. A page whose bytes
 * are those of `before` (what a publish left unchanged: most pages) takes its encodings as they are.
 */
async function finish({ html, styleSources, freshUntil }: PageToCache, before?: CachedPage): Promise<CachedPage> {
  const body = Buffer.from(html);
  const etag = etagOf(body);
  if (before?.etags.identity === etag) return { ...before, styleSources, freshUntil };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 6 }),
  ]);
  return {
    br,
    gzip: gz,
    etags: { identity: etag, br: `${etag.slice(0, -1)}-br"`, gzip: `${etag.slice(0, -1)}-gz"` },
    styleSources,
    freshUntil,
  };
}
