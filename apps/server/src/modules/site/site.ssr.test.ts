import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_RENDERER_FILE, SPARSE_NAMESPACES } from '@atrium/shared/api/boot';
import { FACE_SHEETS_FILE } from '@atrium/shared/faces';
import { and, eq } from 'drizzle-orm';
import { siteSettings } from '#server/db/settings.table';
import { uiStrings } from '#server/db/schema';
import { createTestApp, type TestApp } from '#server/test/app';
import { standInWebBuild } from '#server/test/web-build';

// A web build as `npm run build` lays it out, with a stand-in server renderer that records its
// calls (globalThis: the module is loaded by the app, outside this file's scope).
const THEME_INIT = "document.documentElement.setAttribute('data-light', '');\n";
const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <link rel="modulepreload" crossorigin href="/assets/index-test.js">
    <script src="/theme-init.js"></script>
    <!--app-head-->
  </head>
  <body>
    <div id="root"></div>
    <!--app-boot-->
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </body>
</html>`;
const RENDERER = `
const calls = (globalThis.__ssrCalls = []);
export async function warmUp() {}
export async function renderPage(input) {
  calls.push(input);
  if (input.url.startsWith('/fr/terms')) throw new Error('render failed');
  return {
    html: '<main>page of ' + input.url + '</main>',
    styles: '<style data-emotion="css abc">.css-abc{}</style>',
    namespaces: input.url.includes('/news') ? ['common', 'news'] : ['common', 'home'],
    // As the renderer reports them: of every sparse namespace, the keys read (none of some).
    keys: input.url.includes('/news')
      ? { common: ['nav.news'], meta: ['news.title', 'no.such.key'], errors: [], news: ['list.heading'], home: [] }
      : { common: ['nav.home'], meta: ['home.title'], errors: [], news: [], home: ['main.pause'] },
  };
}`;

interface RenderCall {
  url: string;
  lang: string;
  i18n: Record<string, unknown>;
  prefetched: Array<{ key: unknown[] }>;
  site: { contactEmail: string } | null;
  year: number;
}
const calls = () => (globalThis as { __ssrCalls?: RenderCall[] }).__ssrCalls ?? [];

describe('server-rendered page markup', () => {
  let t: TestApp;
  let webDist: string;
  let build: ReturnType<typeof standInWebBuild>;
  beforeAll(async () => {
    build = standInWebBuild(RENDERER);
    webDist = build.dir;
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDist, 'theme-init.js'), THEME_INIT);
    fs.writeFileSync(
      path.join(webDist, 'page-chunks.json'),
      JSON.stringify({
        news: { scripts: ['/assets/NewsPage-test.js'], styles: ['/assets/news-test.css'] },
        notFound: { scripts: ['/assets/NotFound-test.js'], styles: ['/assets/not-found-test.css'] },
      }),
    );
    // The faces' stylesheets as apps/web/scripts/copy-fonts.mjs writes them.
    for (const folder of ['pretendard-1.3.9', 'noto-sans-jp-5.3.0']) {
      fs.mkdirSync(path.join(webDist, 'fonts', folder), { recursive: true });
      fs.writeFileSync(path.join(webDist, 'fonts', folder, 'faces.css'), '@font-face{}\n');
    }
    fs.writeFileSync(
      path.join(webDist, FACE_SHEETS_FILE),
      JSON.stringify({
        pretendard: '/fonts/pretendard-1.3.9/faces.css',
        'noto-sans-jp': '/fonts/noto-sans-jp-5.3.0/faces.css',
      }),
    );
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });
  const get = (url: string) => t.app.inject({ url });

  it('puts a public page’s markup into #root and its styles into <head>, with the strings and data the browser gets', async () => {
    // Rendered from the page's own address: a parameter the page does not read is left out.
    const res = await get('/es/?utm=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-server-rendered><main>page of /es/</main></div>');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="css abc">');
    const call = calls().find((c) => c.url === '/es/');
    expect(call?.lang).toBe('es');
    expect(Object.keys(call?.i18n ?? {})).toEqual(['es', 'en', 'ko']);
    // The home page's embedded query results, as the boot data carries them.
    expect(call?.prefetched.map((p) => p.key[0])).toContain('home');
  });

  it('links the stylesheet of the face the page’s language is set in, first in the page’s head, cached a year', async () => {
    // docs/decisions/028-faces-from-css.md: Pretendard for Korean (and en/es/fr), Noto Sans JP for Japanese.
    /** The page's stylesheets in order, the face's marked. */
    const sheets = async (url: string) => {
      const head = await get(url).then((res) => res.body.slice(0, res.body.indexOf('</head>')));
      const links = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"( data-face="[^"]+")?/g)];
      return links.map(([, href = '', face]) => (face ? `${href} (face)` : href));
    };
    // Before the page's own stylesheets (after the one every page shares, which the template has).
    const face = (sheet: string) => [`/fonts/${sheet}/faces.css (face)`, '/assets/news-test.css'];
    expect(await sheets('/ko/news')).toEqual(face('pretendard-1.3.9'));
    expect(await sheets('/en/news')).toEqual(face('pretendard-1.3.9'));
    expect(await sheets('/ja/news')).toEqual(face('noto-sans-jp-5.3.0'));
    // A page the browser renders (a member's) has its face too.
    expect(await sheets('/ja/my')).toEqual(['/fonts/noto-sans-jp-5.3.0/faces.css (face)']);
    const sheet = await get('/fonts/pretendard-1.3.9/faces.css');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The list of the sheets is the server's.
    expect((await get(`/${FACE_SHEETS_FILE}`)).body).not.toContain('faces.css');
  });

  it('carries in the boot data the strings of the namespaces the markup read, and the few every page needs', async () => {
    const boot = async (url: string) =>
      JSON.parse((await get(url)).body.match(/id="boot">([^<]*)</)?.[1] ?? '{}') as {
        i18n: Record<string, Record<string, Record<string, string>>>;
        sparse?: string[];
      };
    const news = await boot('/en/news');
    expect(Object.keys(news.i18n)).toEqual(['en', 'ko']);
    expect(Object.keys(news.i18n.en ?? {}).sort()).toEqual(['common', 'errors', 'meta', 'news']);
    // Of the page titles, those the markup read (and the language has), the site's name and
    // keywords, and the not-found page's (a detail page may turn out not to exist).
    const always = SPARSE_NAMESPACES.meta ?? [];
    expect(news.sparse).toEqual(['common', 'meta', 'errors', 'news']);
    expect(Object.keys(news.i18n.en?.meta ?? {}).sort()).toEqual([...always, 'news.title'].sort());
    // Of the others too, the keys read and those a page may need before the rest comes.
    expect(Object.keys(news.i18n.en?.common ?? {}).sort()).toEqual(
      [...(SPARSE_NAMESPACES.common ?? []), 'nav.news'].sort(),
    );
    expect(Object.keys(news.i18n.en?.errors ?? {}).sort()).toEqual([...(SPARSE_NAMESPACES.errors ?? [])].sort());
    expect(news.i18n.en?.news).toEqual({ 'list.heading': expect.any(String) });
    const home = await boot('/en/');
    expect(Object.keys(home.i18n.en ?? {}).sort()).toEqual(['common', 'errors', 'home', 'meta']);
    expect(Object.keys(home.i18n.en?.meta ?? {}).sort()).toEqual([...always, 'home.title'].sort());
    expect(Object.keys(home.i18n.en?.home ?? {})).toEqual(['main.pause']);
    // A page the browser renders (a member's) gets every public namespace whole, as before.
    const member = await boot('/en/my');
    expect(Object.keys(member.i18n.en ?? {})).toEqual(expect.arrayContaining(['auth', 'events', 'home', 'news']));
    expect(member.sparse).toBeUndefined();
    expect(Object.keys(member.i18n.en?.meta ?? {}).length).toBeGreaterThan(20);
  });

  it('carries a fallback language’s strings only for the keys the page’s language lacks', async () => {
    type Strings = Record<string, Record<string, string>>;
    const boot = async (url: string) =>
      (JSON.parse((await get(url)).body.match(/id="boot">([^<]*)</)?.[1] ?? '{}') as { i18n: Record<string, Strings> })
        .i18n;
    const where = and(eq(uiStrings.namespace, 'news'), eq(uiStrings.lang, 'en'), eq(uiStrings.key, 'list.heading'));
    const [row] = await t.database.db.select().from(uiStrings).where(where);
    // A translation not written yet: the page shows the Korean one.
    await t.database.db.update(uiStrings).set({ value: '' }).where(where);
    await t.app.i18n.reload();
    try {
      const { en = {}, ko = {} } = await boot('/en/news');
      expect(ko.news).toEqual({ 'list.heading': expect.any(String) });
      expect(en.news?.['list.heading']).toBeUndefined();
      // Every other Korean string the page carries is one English lacks.
      for (const [ns, strings] of Object.entries(ko))
        for (const key of Object.keys(strings)) expect(en[ns]?.[key], `${ns}:${key}`).toBeUndefined();
      // Spanish falls back to English, then Korean: each carries what the ones before it lack.
      const { es = {}, en: esEnglish = {} } = await boot('/es/news');
      for (const [ns, strings] of Object.entries(esEnglish))
        for (const key of Object.keys(strings)) expect(es[ns]?.[key], `${ns}:${key}`).toBeUndefined();
    } finally {
      await t.database.db
        .update(uiStrings)
        .set({ value: row?.value ?? '' })
        .where(where);
      await t.app.i18n.reload();
    }
  });

  it('renders a page again with the site links staff publish (footer, navigation), not from its cache', async () => {
    await get('/ja/about/history');
    const before = calls().filter((c) => c.url === '/ja/about/history');
    expect(before.at(-1)?.site?.contactEmail).toBe('contact@atrium-memorial.org');
    const site = JSON.parse(
      (await t.app.inject('/ja/about/history')).body.match(/id="boot">([^<]*)</)?.[1] ?? '{}',
    ).site;
    await t.database.db
      .insert(siteSettings)
      .values({ key: 'site', value: { ...site, contactEmail: 'desk@atrium.test' } });
    await get('/ja/about/history');
    expect(calls().filter((c) => c.url === '/ja/about/history')).toHaveLength(before.length);
    await t.app.contentCache.invalidate();
    await get('/ja/about/history');
    expect(
      calls()
        .filter((c) => c.url === '/ja/about/history')
        .at(-1)?.site?.contactEmail,
    ).toBe('desk@atrium.test');
    await t.database.db.delete(siteSettings);
    await t.app.contentCache.invalidate();
  });

  it('gives the renderer and the browser the same copyright year, turning at the venue’s midnight', async () => {
    const boot = (html: string) => JSON.parse(html.match(/id="boot">([^<]*)</)?.[1] ?? '{}') as { year?: number };
    const realNow = t.app.clock.now;
    try {
      // 23:30 UTC on New Year's Eve is already 08:30 on 1 January in Seoul (the venue).
      t.app.clock.now = () => new Date('2030-12-31T23:30:00Z');
      expect(boot((await get('/en/ceremony')).body).year).toBe(2031);
      expect(calls().find((c) => c.url === '/en/ceremony')?.year).toBe(2031);
      t.app.clock.now = () => new Date('2030-12-31T14:30:00Z');
      expect(boot((await get('/es/ceremony')).body).year).toBe(2030);
      // A page cached in December renders anew in January.
      const renders = calls().filter((c) => c.url === '/es/ceremony').length;
      t.app.clock.now = () => new Date('2031-01-01T00:00:00Z');
      expect(boot((await get('/es/ceremony')).body).year).toBe(2031);
      expect(
        calls()
          .filter((c) => c.url === '/es/ceremony')
          .map((c) => c.year),
      ).toHaveLength(renders + 1);
    } finally {
      t.app.clock.now = realNow;
    }
  });

  it('asks for a server-rendered page’s scripts at a low priority, and applies its stylesheet at once', async () => {
    const html = (await get('/ko/news')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    // Its markup reads before any script runs: the picture and the text come first.
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/index-test.js" fetchpriority="low">');
    expect(head).toContain(
      '<link rel="modulepreload" href="/assets/NewsPage-test.js" crossorigin fetchpriority="low">',
    );
    expect(head).toContain('<link rel="stylesheet" href="/assets/news-test.css" crossorigin>');
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain(
      '<script type="module" crossorigin src="/assets/index-test.js" fetchpriority="low"></script>',
    );
    // After the boot data, which the app reads as it starts.
    expect(body.indexOf('<script type="module"')).toBeGreaterThan(body.indexOf('application/json'));
  });

  it('renders the pages for visitors without a session too (sign-in, sign-up), whose forms are the point of the page', async () => {
    for (const url of ['/ko/signin', '/en/signup', '/ja/reset-password']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<div id="root" data-server-rendered><main>page of ${url}</main></div>`);
    }
  });

  it('leaves member and admin pages to the browser, with their scripts in <head>', async () => {
    for (const url of ['/ko/my', '/admin']) {
      const html = (await get(url)).body;
      expect(html).toContain('<div id="root"></div>');
      // A member page says, where scripts do not run, that it needs them (site.noscript.ts).
      expect(html.includes('</main></noscript><div id="root"></div>'), url).toBe(url === '/ko/my');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js">');
      expect(html).not.toContain('fetchpriority="low"');
      expect(calls().some((c) => c.url === url)).toBe(false);
    }
  });

  it('renders the not-found page too, with its 404, its stylesheet and its code', async () => {
    const res = await get('/ko/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<main>page of /ko/no-such-page</main>');
    // Its markup is styled before any script runs, as a page found is.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/assets/not-found-test.css" crossorigin>');
    expect(head).not.toContain('news-test.css');
    expect(head).toContain(
      '<link rel="modulepreload" href="/assets/NotFound-test.js" crossorigin fetchpriority="low">',
    );
  });

  it('sends the page for the browser to render when the server render fails, and does not keep it', async () => {
    const res = await get('/fr/terms/service');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-test.js">');
    // The next visit tries the render again rather than keeping the page without its markup.
    await get('/fr/terms/service');
    expect(calls().filter((c) => c.url === '/fr/terms/service')).toHaveLength(2);
  });

  it('renders a page once and serves the copy until its strings or data change', async () => {
    const count = () => calls().filter((c) => c.url === '/en/spaces').length;
    await get('/en/spaces');
    await get('/en/spaces');
    expect(count()).toBe(1);
    await get('/ja/spaces');
    expect(calls().filter((c) => c.url === '/ja/spaces')).toHaveLength(1);
  });

  it('inlines the colour-scheme script, and allows exactly it by hash in the CSP', async () => {
    const res = await get('/ko/');
    expect(res.body).toContain(`<script>${THEME_INIT}</script>`);
    expect(res.body).not.toContain('src="/theme-init.js"');
    const hash = (source: string) =>
      crypto.createHash('sha256').update(source).digest('base64').replace(/[+/]/g, '\\$&');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash(THEME_INIT)}'[;\\s]`));
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows the server-rendered styles by their hashes, and sends a cached page byte for byte', async () => {
    const br = () => t.app.inject({ url: '/en/about', headers: { 'accept-encoding': 'br' } });
    const before = t.app.pageCache.stats();
    const first = await br();
    const second = await br();
    expect(calls().filter((c) => c.url === '/en/about')).toHaveLength(1);
    const cssHash = crypto.createHash('sha256').update('.css-abc{}').digest('base64');
    for (const res of [first, second]) {
      const styleSrc = /(?:^|;)style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(styleSrc?.split(' ')).toEqual(expect.arrayContaining(["'self'", `'sha256-${cssHash}'`]));
      expect(styleSrc).not.toContain('unsafe-inline');
    }
    // Nothing in the page changes from one response to the next: it is made and compressed once.
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.app.pageCache.stats().renders - before.renders).toBe(1);
  });

  it('never serves the renderer itself', async () => {
    expect((await get(`/${PAGE_RENDERER_FILE}`)).body).not.toContain('renderPage');
  });
});
