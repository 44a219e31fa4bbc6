import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@atrium/shared/languages';
import { PAGES } from '@atrium/shared/routes';
import { createTestApp, type TestApp } from '#server/test/app';

const attr = (html: string, re: RegExp) => html.match(re)?.[1];
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );

describe('server-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  describe.each(LANGUAGES)('in %s', (lang) => {
    it.each(['', 'about/history'])('/%s/%s has its language, title, canonical and all six alternates', async (rest) => {
      const res = await get(`/${lang}/${rest}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(attr(html, /<html lang="(\w+)">/)).toBe(lang);
      const bundle = (await get(`/api/i18n/${lang}`)).json().meta;
      const title = attr(html, /<title>([^<]+)<\/title>/);
      expect(title).toContain(bundle[rest ? 'aboutHistory.title' : 'home.title']);
      expect(attr(html, /<meta name="description" content="([^"]+)">/)).toBe(
        bundle[rest ? 'aboutHistory.description' : 'home.description'],
      );
      expect(attr(html, /<link rel="canonical" href="([^"]+)">/)).toBe(`https://atrium.test/${lang}/${rest}`);
      expect(alternates(html)).toEqual({
        ko: `https://atrium.test/ko/${rest}`,
        en: `https://atrium.test/en/${rest}`,
        ja: `https://atrium.test/ja/${rest}`,
        es: `https://atrium.test/es/${rest}`,
        fr: `https://atrium.test/fr/${rest}`,
        'x-default': `https://atrium.test/ko/${rest}`,
      });
      expect(attr(html, /<meta property="og:title" content="([^"]+)">/)).toBe(title);
      expect(attr(html, /<meta property="og:url" content="([^"]+)">/)).toBe(`https://atrium.test/${lang}/${rest}`);
      expect(attr(html, /<meta property="og:image" content="([^"]+)">/)).toMatch(/^https:\/\/atrium\.test\//);
      expect(html).toMatch(/<meta property="og:locale" content="\w\w_\w\w">/);
    });
  });

  it('embeds the UI strings of the page language and its fallbacks', async () => {
    const html = (await get('/es/news')).body;
    const json = attr(html, /<script type="application\/json" id="boot">([^<]*)<\/script>/);
    const boot = JSON.parse(json ?? '{}');
    expect(boot.lang).toBe('es');
    expect(Object.keys(boot.i18n)).toEqual(['es', 'en', 'ko']);
    expect(boot.i18n.es.meta['news.title']).toBeTruthy();
    // Public pages carry neither the admin strings nor the server's mail texts.
    expect(Object.keys(boot.i18n.es)).not.toContain('admin');
    expect(Object.keys(boot.i18n.es)).not.toContain('mail');
  });

  it('marks member pages noindex and keeps public pages and the sign-in page indexable', async () => {
    expect((await get('/ko/my')).body).toContain('content="noindex, nofollow"');
    expect((await get('/ko/news')).body).not.toContain('noindex');
    expect((await get('/en/signin')).body).not.toContain('noindex');
  });

  describe('a member page without JavaScript (docs/decisions/023-forms-answered-by-the-server.md)', () => {
    const noscript = (html: string) => html.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1];
    const strings = async (lang: string) => (await get(`/api/i18n/${lang}?ns=common`)).json().common;

    it.each([
      ['ko', '/ko/my'],
      ['ja', '/ja/test/epic'],
      ['en', '/en/edu/sunghwa'],
    ])(
      'says in %s that %s is for signed-in members and needs JavaScript, with sign-in coming back to it',
      async (lang, path) => {
        const html = (await get(path)).body;
        const notice = noscript(html);
        const common = await strings(lang);
        expect(notice).toContain(`<h1 class="type-h4">${common['memberPage.title']}</h1>`);
        expect(notice).toContain(common['memberPage.needsScript']);
        expect(notice).toContain(
          `<a class="link-button link-button-contained" href="/${lang}/signin?returnTo=${encodeURIComponent(path)}">${common['loginRequired.signin']}</a>`,
        );
        expect(notice).toContain(`href="/${lang}/">${common.goHome}</a>`);
        // Before the root the app renders into, which it leaves alone.
        expect(html.indexOf('<noscript>')).toBeLessThan(html.indexOf('<div id="root"></div>'));
      },
    );

    it('puts the address into the sign-in link encoded and escaped, its query too', async () => {
      // As a browser sends it: quotes and angle brackets percent-encoded (site.noscript.unit.test.ts: raw).
      const path = '/ko/my?tab=2&next=%22%3E%3Cscript%3E';
      const notice = noscript((await get(path)).body) ?? '';
      expect(notice).toContain(`href="/ko/signin?returnTo=${encodeURIComponent(path)}"`);
      expect(notice).not.toContain('<script');
      expect(notice.match(/<a /g)).toHaveLength(2);
    });

    it('is on no public, guest, not-found or admin page', async () => {
      for (const path of ['/ko/', '/ja/news', '/ko/signin', '/ko/no/such/page', '/admin/users']) {
        expect((await get(path)).body, path).not.toContain('<noscript>');
      }
    });
  });

  it('answers a path that is no page with 404 and the not-found head', async () => {
    const res = await get('/en/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page not found');
    expect(res.body).toContain('<div id="root">');
  });

  it('gives the not-found page the site keywords in every language, never a raw key', async () => {
    for (const lang of LANGUAGES) {
      const body = (await get(`/${lang}/no/such/page`)).body;
      expect(body, lang).not.toContain('notFound.keywords');
      expect(body, lang).toMatch(
        /<meta name="keywords" content="[^"]*Atrium|<meta name="keywords" content="[^"]*아트리움|<meta name="keywords" content="[^"]*アトリウム/,
      );
    }
  });

  it('serves every page of the route table (detail pages of missing content are 404s)', async () => {
    for (const page of PAGES) {
      const path = page.path.replace(/:(\w+)/g, '1');
      const expected = t.app.site.headResolver(page.id) ? 404 : 200;
      expect((await get(`/en/${path}`)).statusCode, path).toBe(expected);
    }
  });

  it('serves the admin shell for /admin paths, never indexed', async () => {
    const res = await get('/admin/users/12');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('noindex');
    expect(res.body).not.toContain('hreflang');
  });

  describe('redirects (docs/spec/product-spec.md §2)', () => {
    it('sends / to the stored language, then the browser language, then ko', async () => {
      expect((await get('/', { cookie: 'i18nextLng=ja' })).headers.location).toBe('/ja/');
      expect((await get('/', { 'accept-language': 'fr-FR,fr;q=0.9' })).headers.location).toBe('/fr/');
      expect((await get('/', { cookie: 'i18nextLng=xx', 'accept-language': 'de' })).headers.location).toBe('/ko/');
      expect((await get('/')).statusCode).toBe(302);
    });

    it('marks a redirect from / that guessed the language, so a choice stored in the browser can overrule it', async () => {
      const guessed = await get('/', { 'accept-language': 'fr-FR' });
      expect(guessed.headers['set-cookie']).toMatch(/^i18nextGuessed=1; Path=\/; Max-Age=60; SameSite=Lax$/);
      expect((await get('/', { cookie: 'i18nextLng=ja' })).headers['set-cookie']).toBeUndefined();
    });

    it('sends a path whose first segment is not a language to /ko', async () => {
      for (const path of ['/de/news', '/about/history', '/KO/']) {
        const res = await get(path);
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/ko/');
      }
    });

    it('adds the slash to a bare language', async () => {
      const res = await get('/en?x=1');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/en/?x=1');
    });

    it("sends the spec's members' epic viewer to the episode's one address, or to the series' list (docs/decisions/033-one-frame.md)", async () => {
      const moved = async (path: string) => {
        const res = await get(path);
        return [res.statusCode, res.headers.location];
      };
      expect(await moved('/ko/epic?part=2')).toEqual([301, '/ko/edu/epic/2']);
      expect(await moved('/ja/epic/?utm_source=mail&part=7')).toEqual([301, '/ja/edu/epic/7?utm_source=mail']);
      expect(await moved('/en/epic')).toEqual([301, '/en/edu/epic']);
      // A part that is no episode id: the list, not a 404 of a page the visitor never asked for.
      expect(await moved('/fr/epic?part=abc')).toEqual([301, '/fr/edu/epic']);
      expect((await get('/ko/epic/2')).statusCode).toBe(404);
    });
  });

  it('lists every public page in every language in the sitemap, with alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const publicPages = PAGES.filter((p) => p.access === 'public' && !p.path.includes(':') && p.id !== 'search');
    expect(locs).toHaveLength(publicPages.length * LANGUAGES.length);
    // The search's result lists are public but stay out of the sitemap.
    expect(locs).not.toContain('https://atrium.test/en/search');
    expect(locs).toContain('https://atrium.test/fr/about/history');
    expect(locs).not.toContain('https://atrium.test/ko/my');
    expect(res.body).toContain('hreflang="x-default"');
  });

  it('keeps /admin, the API and member pages out of robots', async () => {
    const res = await get('/robots.txt');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /en/my');
    expect(res.body).toContain('Disallow: /ja/edu/sunghwa');
    // The epic viewer's old address redirects to public pages: nothing to keep out.
    expect(res.body).not.toMatch(/^Disallow: \/\w\w\/epic$/m);
    expect(res.body).not.toContain('Disallow: /en/news');
    expect(res.body).toContain('Sitemap: https://atrium.test/sitemap.xml');
  });

  it('sends a Content-Security-Policy without inline scripts, and the usual security headers', async () => {
    const res = await get('/ko/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('compresses pages for clients that accept brotli', async () => {
    const res = await t.app.inject({ url: '/ko/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });
});
