import { pageQuerySchema } from '@atrium/shared/api/common';
import type { ContentCache } from '#server/lib/content-cache';
import type { PagePrefetch } from './site.registry';

type Query = PagePrefetch['queries'][number];

/**
 * A page's query as its API route answers it: read through the content cache under the route's
 * key, so the embedded data is the reply's JSON and costs nothing more once cached. `pick` turns
 * the reply into what the web hook keeps (some keep only the reply's `items`). Nothing (no query)
 * when the thing does not exist: the page then says so itself.
 */
export async function cachedQuery<T>(
  cache: ContentCache,
  cacheKey: string,
  queryKey: unknown[],
  build: () => Promise<T | null | undefined>,
  pick: (reply: T) => unknown = (reply) => reply,
): Promise<Query | undefined> {
  let json: string;
  try {
    json = (
      await cache.get(cacheKey, async () => {
        const value = await build();
        if (value === null || value === undefined) throw new NotFound();
        return value;
      })
    ).json;
  } catch (err) {
    if (err instanceof NotFound) return undefined;
    throw err;
  }
  return { key: queryKey, data: pick(JSON.parse(json) as T) };
}

class NotFound extends Error {}

/** The queries found, without head links (pages whose first paint is text). */
export async function prefetchOf(...queries: Array<Promise<Query | undefined>>): Promise<PagePrefetch> {
  const found = await Promise.all(queries);
  return { queries: found.filter((q): q is Query => q !== undefined), headLinks: [] };
}

/** A list page's number from its `?page=`, by the API's rule: 1 when absent or not a page number. */
export function listPage(value: string | undefined): number {
  const parsed = pageQuerySchema.safeParse({ page: value });
  return parsed.success ? parsed.data.page : 1;
}

/**
 * Until when a page whose data depends on the venue's date is kept finished (PagePrefetch.freshUntil):
 * the next quarter hour, on which every time zone's midnight falls, so the page cannot outlive its day.
 */
function untilDateMayTurn(now: Date): number {
  const quarter = 15 * 60_000;
  return (Math.floor(now.getTime() / quarter) + 1) * quarter;
}

/** A page's data that turns with the venue's date (what is on now): kept finished until the date may turn. */
export async function keptUntilDateMayTurn(prefetch: Promise<PagePrefetch>, now: () => Date): Promise<PagePrefetch> {
  const found = await prefetch;
  return { ...found, freshUntil: untilDateMayTurn(now()) };
}
