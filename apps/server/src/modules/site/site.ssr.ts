import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Log } from '#server/lib/logger';
import { PAGE_RENDERER_FILE, type PageRenderInput, type PageRenderer } from '@atrium/shared/api/boot';
import { styleSourcesOf } from './site.style-sources';

/** Rendered pages kept (path, language, strings, site links and data versions); the oldest goes first. */
const MAX_CACHED_PAGES = 500;

/** `styleSources`: what the CSP needs to allow the page's <style> blocks and style attributes (site.style-sources.ts). */
export type RenderedPage = {
  html: string;
  styles: string;
  styleSources: readonly string[];
  /** The UI-string namespaces the markup read (PageRenderOutput). */
  namespaces: readonly string[];
  /** Of SPARSE_NAMESPACES, the keys the markup read (PageRenderOutput). */
  keys: Readonly<Record<string, readonly string[]>>;
};
/** `site`: the ETag of the site links (footer, navigation) the page shows. */
type RenderKey = {
  url: string;
  lang: PageRenderInput['lang'];
  stringsVersion: string;
  prefetched: string;
  site: string;
  /** The footer's copyright year: a page cached last December renders anew in January. */
  year: number;
};

/**
 * The web build's server renderer (dist/ssr): public pages arrive with their markup, so the
 * browser paints them before any script has run and then hydrates. Without a build, or when
 * a render fails, pages are sent with an empty #root and the browser renders them itself.
 *
 * A page's markup depends only on what the key holds (signed-in parts are the browser's), so
 * renders are cached; a content change alters the embedded data, hence the key.
 */
export async function loadPageRenderer(webDist: string, log: Log) {
  const file = path.join(webDist, PAGE_RENDERER_FILE);
  if (!fs.existsSync(file)) return null;
  let renderer: PageRenderer;
  try {
    renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (err) {
    log.warn({ err }, 'the server renderer could not be loaded: pages render in the browser');
    return null;
  }
  renderer.warmUp().catch((err: unknown) => log.warn({ err }, 'page code warm-up failed'));
  const cache = new Map<string, Promise<RenderedPage | null>>();

  /**
   * `key`: what the markup depends on (`prefetched`: the embedded data, as sent); `input`: called
   * on a miss. `keep`: false for a render no other request may reuse (a posted form's answer).
   */
  return (key: RenderKey, input: () => PageRenderInput, { keep = true } = {}): Promise<RenderedPage | null> => {
    const dataHash = crypto.createHash('sha1').update(key.prefetched).digest('base64');
    const cacheKey = `${key.lang} ${key.url} ${key.stringsVersion} ${key.site} ${key.year} ${dataHash}`;
    const hit = keep ? cache.get(cacheKey) : undefined;
    if (hit) {
      // Most recently used last: Map order is the eviction order.
      cache.delete(cacheKey);
      cache.set(cacheKey, hit);
      return hit;
    }
    const rendered = Promise.resolve()
      .then(() => renderer.renderPage(input()))
      .then(({ html, styles, namespaces, keys }) => ({
        html,
        styles,
        styleSources: styleSourcesOf(styles, html),
        namespaces,
        keys,
      }))
      .catch((err: unknown) => {
        log.warn({ err, url: key.url }, 'server render failed: the page renders in the browser');
        if (keep) cache.delete(cacheKey);
        return null;
      });
    if (!keep) return rendered;
    cache.set(cacheKey, rendered);
    if (cache.size > MAX_CACHED_PAGES) cache.delete(cache.keys().next().value as string);
    return rendered;
  };
}
