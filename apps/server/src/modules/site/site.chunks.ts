import fs from 'node:fs';
import path from 'node:path';
import type { PageId } from '@atrium/shared/routes';
import { lowPriorityScripts } from './site.template';

/** Written by the web build (vite.config.ts, pageChunks): each page's lazy chunk and its static imports. */
const PAGE_CHUNKS_FILE = 'page-chunks.json';

type PageChunks = Partial<Record<PageId, { scripts?: string[]; styles?: string[] }>>;

const safeAsset = (url: unknown): url is string => typeof url === 'string' && /^\/assets\/[\w.-]+\.(js|css)$/.test(url);

/**
 * The <head> links that fetch a page's code beside the entry script: without them the browser
 * learns of the page's chunk only once the entry has run, one more round trip before the page
 * (and its largest paint) can render. `crossorigin` matches how module scripts are fetched.
 * Both forms of each page's links are joined once here: as they are, and at low priority for
 * a page whose markup the server sent.
 */
export function loadPageChunkLinks(webDist: string): (pageId: PageId | undefined, serverRendered: boolean) => string {
  const file = path.join(webDist, PAGE_CHUNKS_FILE);
  let chunks: PageChunks = {};
  try {
    if (fs.existsSync(file)) chunks = JSON.parse(fs.readFileSync(file, 'utf8')) as PageChunks;
  } catch {
    chunks = {};
  }
  const links = new Map<string, { asIs: string; lowPriority: string }>();
  for (const [pageId, entry] of Object.entries(chunks)) {
    const asIs = [
      ...(entry?.styles ?? [])
        .filter(safeAsset)
        .map((url) => `<link rel="preload" as="style" href="${url}" crossorigin>`),
      ...(entry?.scripts ?? []).filter(safeAsset).map((url) => `<link rel="modulepreload" href="${url}" crossorigin>`),
    ].join('\n    ');
    links.set(pageId, { asIs, lowPriority: lowPriorityScripts(asIs) });
  }
  return (pageId, serverRendered) => {
    const page = pageId ? links.get(pageId) : undefined;
    if (!page) return '';
    return serverRendered ? page.lowPriority : page.asIs;
  };
}
