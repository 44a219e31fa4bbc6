import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPageChunkLinks, NOT_FOUND_CHUNK } from './site.chunks';

/** The page-code links the HTML gets from the web build's page-chunks.json. */
describe('page chunk links', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-chunks-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('links a page’s stylesheets and preloads its scripts, only asset paths', () => {
    fs.writeFileSync(
      path.join(dir, 'page-chunks.json'),
      JSON.stringify({
        home: { scripts: ['/assets/HomePage-a1.js', '/assets/content-b2.js'], styles: ['/assets/home-c3.css'] },
        news: { scripts: ['https://evil.example/x.js', '/assets/"><script>.js'], styles: [] },
      }),
    );
    const links = loadPageChunkLinks(dir);
    expect(links('home').links.split('\n    ')).toEqual([
      '<link rel="stylesheet" href="/assets/home-c3.css" crossorigin>',
      '<link rel="modulepreload" href="/assets/HomePage-a1.js" crossorigin>',
      '<link rel="modulepreload" href="/assets/content-b2.js" crossorigin>',
    ]);
    for (const page of ['news', 'about', undefined] as const) expect(links(page).links).toBe('');
  });

  it('gives a server-rendered page its stylesheet links, and its modules at a low priority', () => {
    expect(loadPageChunkLinks(dir)('home').renderedLinks.split('\n    ')).toEqual([
      '<link rel="stylesheet" href="/assets/home-c3.css" crossorigin>',
      '<link rel="modulepreload" href="/assets/HomePage-a1.js" crossorigin fetchpriority="low">',
      '<link rel="modulepreload" href="/assets/content-b2.js" crossorigin fetchpriority="low">',
    ]);
  });

  it('gives no links when the web app has not been built', () => {
    expect(loadPageChunkLinks(path.join(dir, 'missing'))('home')).toEqual({ links: '', renderedLinks: '' });
  });
  it('links the not-found page’s chunk under its own name', () => {
    fs.writeFileSync(
      path.join(dir, 'page-chunks.json'),
      JSON.stringify({
        [NOT_FOUND_CHUNK]: { scripts: ['/assets/NotFound-d4.js'], styles: ['/assets/NotFound-e5.css'] },
      }),
    );
    const notFound = loadPageChunkLinks(dir)(NOT_FOUND_CHUNK);
    expect(notFound.renderedLinks.split('\n    ')).toEqual([
      '<link rel="stylesheet" href="/assets/NotFound-e5.css" crossorigin>',
      '<link rel="modulepreload" href="/assets/NotFound-d4.js" crossorigin fetchpriority="low">',
    ]);
  });
});
