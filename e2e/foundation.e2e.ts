import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWER_WIDTH_COLLAPSED, DRAWER_WIDTH_OPEN } from '@atrium/shared/limits';
import type { SpaceDetail, SpaceSummary } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { api, text } from './home.support';
import { axeViolations, baseURL, launchBrowser, newContext, watchErrors, type Browser } from './support/browser';

/** The foundation as a visitor meets it: redirects, languages, layout, colour mode, accessibility. */
describe('foundation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  describe('redirects', () => {
    it('sends an invalid language to /ko', async () => {
      const context = await newContext(browser, 'desktop', { locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto('/de/news');
      expect(new URL(page.url()).pathname).toBe('/ko/');
      await context.close();
    });

    it('sends a bare path to the browser language when none was chosen', async () => {
      const context = await newContext(browser, 'desktop', { locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto('/');
      expect(new URL(page.url()).pathname).toBe('/fr/');
      await context.close();
    });

    it('sends a bare path to the language the visitor chose last', async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto('/ko/news');
      await page.locator('#side-language').selectOption('ja');
      await page.waitForURL('**/ja/news');
      await expect.poll(() => page.evaluate(() => document.cookie)).toContain('i18nextLng=ja');
      await page.goto('/');
      expect(new URL(page.url()).pathname).toBe('/ja/');
      await context.close();
    });
  });

  it('sends a bare path to a language stored only in this browser, over the browser’s language', async () => {
    const context = await newContext(browser, 'desktop', { locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/fr/');
    // A choice kept in storage alone (an older visit, or cookies cleared since).
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ja'));
    await context.clearCookies();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/ja/');
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('i18nextLng=ja');
    await context.close();
  });

  it('switches language keeping the path, query and hash, and remembers it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/en/news?page=2#latest');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.locator('#side-language').selectOption('fr');
    await page.waitForURL((url) => url.pathname === '/fr/news');
    const url = new URL(page.url());
    expect(url.search).toBe('?page=2');
    expect(url.hash).toBe('#latest');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    await expect.poll(() => page.title()).toContain('Actualités');
    // Korean, which the English page's boot data carried only where English lacks a string.
    await page.locator('#side-language').selectOption('ko');
    await page.getByRole('heading', { level: 1, name: text('ko', 'news:list.heading') }).waitFor();
    await page.getByRole('navigation', { name: text('ko', 'common:nav.label') }).waitFor();
    await page
      .getByRole('search', { name: text('ko', 'common:search.label') })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the whole head right after client-side navigation and a language switch', async () => {
    const spaces = await api<SpaceSummary[]>('/spaces', 'ja');
    const space = spaces[0];
    if (!space) throw new Error('the demo content has no space');
    const detail = (lang: Language) => api<SpaceDetail>(`/spaces/${space.slug}`, lang);
    const context = await newContext(browser, 'desktop', { locale: 'ja-JP' });
    const page = await context.newPage();
    const head = () =>
      page.evaluate(() => {
        const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
        return {
          title: document.title,
          description: content('meta[name="description"]'),
          ogTitle: content('meta[property="og:title"]'),
          ogUrl: content('meta[property="og:url"]'),
          ogImage: content('meta[property="og:image"]'),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
          alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
            (l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`,
          ),
          count: document.querySelectorAll('meta[name="description"], link[rel="canonical"]').length,
        };
      });
    const expectHead = async (lang: Language, rest: string, title: string, description: string) => {
      const siteName = text(lang, 'meta:siteName');
      // The page's own data and strings in the new language may arrive after the address changes.
      await expect
        .poll(head)
        .toMatchObject({ title: `${title} | ${siteName}`, ogTitle: `${title} | ${siteName}`, description });
      const h = await head();
      expect(h.ogUrl).toMatch(new RegExp(`/${lang}/${rest}$`));
      expect(new URL(h.canonical ?? '').pathname).toBe(`/${lang}/${rest}`);
      expect(h.alternates).toEqual([
        ...['ko', 'en', 'ja', 'es', 'fr'].map((l) => `${l} /${l}/${rest}`),
        `x-default /ko/${rest}`,
      ]);
      expect(h.count).toBe(2);
    };

    await page.goto('/ja/news');
    await expectHead('ja', 'news', text('ja', 'meta:news.title'), text('ja', 'meta:news.description'));
    // Into the spaces, then one space, by the site's own links (no page load).
    await page.locator('a[href="/ja/spaces"]').first().click();
    await page.waitForURL('**/ja/spaces');
    await expectHead('ja', 'spaces', text('ja', 'meta:spaces.title'), text('ja', 'meta:spaces.description'));
    await page.locator(`a[href="/ja/spaces/${space.slug}"]`).first().click();
    await page.waitForURL(`**/ja/spaces/${space.slug}`);
    const ja = await detail('ja');
    await expectHead('ja', `spaces/${space.slug}`, ja.name, ja.summary);
    if (ja.cover)
      expect(new URL((await head()).ogImage ?? '').pathname).toBe(new URL(ja.cover.url, baseURL()).pathname);
    // The language switch rewrites it in Spanish.
    await page.locator('#side-language').selectOption('es');
    await page.waitForURL(`**/es/spaces/${space.slug}`);
    const es = await detail('es');
    await expectHead('es', `spaces/${space.slug}`, es.name, es.summary);
    await context.close();
  });

  it('shows the side drawer 440px wide at the top of the page and 97px once scrolled', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 700 });
    await page.goto('/ko/about/history');
    const drawer = page.locator('nav[aria-label]').first().locator('xpath=..');
    const width = async () => Math.round((await drawer.boundingBox())?.width ?? 0);
    await expect.poll(width).toBe(DRAWER_WIDTH_OPEN);
    // Content may be short until the page's own issue lands: make room to scroll.
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 600);
    });
    await expect.poll(width).toBe(DRAWER_WIDTH_COLLAPSED);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(width).toBe(DRAWER_WIDTH_OPEN);
    await context.close();
  });

  it('opens the full-screen menu on a phone and closes it when an item is chosen', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const box = await menu.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(390);
    await menu.getByRole('link', { name: 'News', exact: true }).click();
    await page.waitForURL('**/en/news');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });

  it('answers a path that is no page with 404 and the not-found page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto('/en/no/such/page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    // The block icon stands before the heading.
    expect(await page.locator('main svg[aria-hidden="true"] + h1').count()).toBe(1);
    await context.close();
  });

  it('keeps the colour mode after a reload and applies it in another open tab', async () => {
    const context = await newContext(browser);
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/ko/');
    await second.goto('/ko/news');
    await first.locator('#side-color-mode').selectOption('dark');
    const isDark = (p: typeof first) => p.evaluate(() => document.documentElement.hasAttribute('data-dark'));
    await expect.poll(() => isDark(first)).toBe(true);
    await expect.poll(() => isDark(second)).toBe(true);
    await first.reload();
    expect(await isDark(first)).toBe(true);
    await second.locator('#side-color-mode').selectOption('light');
    await expect.poll(() => isDark(first)).toBe(false);
    await context.close();
  });

  it('sends a visitor from a member page to sign-in with the notice, remembering where they were', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/en/my/password?from=test');
    await page.waitForURL('**/en/signin**');
    const returnTo = new URL(page.url()).searchParams.get('returnTo');
    expect(returnTo).toBe('/en/my/password?from=test');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('This is a page that requires login');
    await context.close();
  });

  describe('accessibility (axe-core)', () => {
    // Beside the Korean public pages, which layout-shift.e2e.ts checks light and dark.
    const pages = ['/en/about/history', '/ja/news', '/es/signin', '/fr/no-such-page'];
    it.each(pages)('%s has no violations on a desktop', async (path) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForSelector('main h1');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

    it.each(['/ko/', '/en/news'])('%s has no violations on a phone, menu open or closed', async (path) => {
      const context = await newContext(browser, 'phone');
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForSelector('main h1');
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('header button[aria-haspopup="dialog"]').click();
      await page.getByRole('dialog').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  });

  it('serves the built assets precompressed and cached for a year', async () => {
    // A page the browser renders names the entry script in <head>.
    const html = await (await fetch(`${baseURL()}/ko/my`)).text();
    const script = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const res = await fetch(`${baseURL()}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});
