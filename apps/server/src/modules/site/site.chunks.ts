import fs from 'node:fs';
import path from 'node:path';
import type { PageId } from '@atrium/shared/routes';

/** Written by the web build (vite.config.ts, pageChunks): each page's lazy chunk and its static imports. */
const PAGE_CHUNKS_FILE = 'page-chunks.json';

type PageChunks = Partial<Record<PageId, { scripts?: string[]; styles?: string[] }>>;

const safeAsset = (url: unknown): url is string => typeof url === 'string' && /^\/assets\/[\w.-]+\.(js|css)$/.test(url);

/**
 * The <head> links that fetch a page's code beside the entry script: without them the browser
 * learns of the page's chunk only once the entry has run, one more round trip before the page
 * (and its largest paint) can render. `crossorigin` matches how module scripts are fetched.
 */
export function loadPageChunkLinks(webDist: string): (pageId: PageId | undefined) => string[] {
  const file = path.join(webDist, PAGE_CHUNKS_FILE);
  let chunks: PageChunks = {};
  try {
    if (fs.existsSync(file)) chunks = JSON.parse(fs.readFileSync(file, 'utf8')) as PageChunks;
  } catch {
    chunks = {};
  }
  const links = new Map<string, string[]>();
  for (const [pageId, entry] of Object.entries(chunks)) {
    links.set(pageId, [
      ...(entry?.styles ?? [])
        .filter(safeAsset)
        .map((url) => `<link rel="preload" as="style" href="${url}" crossorigin>`),
      ...(entry?.scripts ?? []).filter(safeAsset).map((url) => `<link rel="modulepreload" href="${url}" crossorigin>`),
    ]);
  }
  return (pageId) => (pageId ? (links.get(pageId) ?? []) : []);
}
