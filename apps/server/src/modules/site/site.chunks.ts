import fs from 'node:fs';
import path from 'node:path';
import type { PageId } from '@atrium/shared/routes';

/** Written by the web build (vite.config.ts, pageChunks): each page's lazy chunk and its static imports. */
const PAGE_CHUNKS_FILE = 'page-chunks.json';

/**
 * The not-found page's entry (the web build's vite.config.ts names it so): a 404 shows that page,
 * which is not one of the route table's, and its markup needs its stylesheets.
 */
export const NOT_FOUND_CHUNK = 'notFound';

/** A page of the route table, or the not-found page. */
export type ChunkPage = PageId | typeof NOT_FOUND_CHUNK;

type PageChunks = Partial<Record<ChunkPage, { scripts?: string[]; styles?: string[] }>>;

/** The attribute that lets a server-rendered page's picture and text come before its scripts. */
export const LOW_PRIORITY = ' fetchpriority="low"';

const safeAsset = (url: unknown): url is string => typeof url === 'string' && /^\/assets\/[\w.-]+\.(js|css)$/.test(url);

export interface PageChunkLinks {
  /** All the page's links, for a page the browser renders. */
  links: string;
  /**
   * For a server-rendered page: its stylesheets, and its modules at a low priority (its markup
   * is on the screen without them, and they would share the bandwidth with its largest picture).
   */
  renderedLinks: string;
}

const NONE: PageChunkLinks = { links: '', renderedLinks: '' };

/**
 * The links that fetch a page's code beside the entry script: without them the browser learns
 * of the page's chunk only once the entry has run, one more round trip before the page (and
 * its largest paint) can render. `crossorigin` matches how module scripts are fetched. Joined
 * once here, per page.
 */
export function loadPageChunkLinks(webDist: string): (page: ChunkPage | undefined) => PageChunkLinks {
  const file = path.join(webDist, PAGE_CHUNKS_FILE);
  let chunks: PageChunks = {};
  try {
    if (fs.existsSync(file)) chunks = JSON.parse(fs.readFileSync(file, 'utf8')) as PageChunks;
  } catch {
    chunks = {};
  }
  const pages = new Map<string, PageChunkLinks>();
  for (const [pageId, entry] of Object.entries(chunks)) {
    const scripts = (entry?.scripts ?? []).filter(safeAsset);
    const styleLinks = (entry?.styles ?? [])
      .filter(safeAsset)
      // Applied, not only fetched: the page's static CSS (docs/decisions/025-static-css-for-public-pages.md) styles the server's markup
      // before any script runs, and with none. Vite's loader finds the link and adds no second one.
      .map((url) => `<link rel="stylesheet" href="${url}" crossorigin>`);
    const scriptLinks = (priority: string) =>
      scripts.map((url) => `<link rel="modulepreload" href="${url}" crossorigin${priority}>`);
    pages.set(pageId, {
      links: [...styleLinks, ...scriptLinks('')].join('\n    '),
      renderedLinks: [...styleLinks, ...scriptLinks(LOW_PRIORITY)].join('\n    '),
    });
  }
  return (page) => (page ? (pages.get(page) ?? NONE) : NONE);
}
