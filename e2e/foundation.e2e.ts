import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWER_WIDTH_COLLAPSED, DRAWER_WIDTH_OPEN } from '@atrium/shared/limits';
import type { SpaceDetail, SpaceSummary } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { api, text } from './home.support';
import {
  axeViolations,
  baseURL,
  launchBrowser,
  newContext,
  watchErrors,
  type Browser,
  type Page,
} from './support/browser';

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

  describe('server rendering', () => {
    const PAGES = ['/ko/', '/en/spaces', '/ja/news', '/fr/about/history', '/es/edu', '/ko/no-such-page'];

    it.each(['phone', 'desktop'] as const)(
      '%s: public pages arrive rendered and hydrate without a mismatch',
      async (device) => {
        const context = await newContext(browser, device);
        const page = await context.newPage();
        const errors = watchErrors(page);
        const hydrationNotes: string[] = [];
        page.on('console', (m) => {
          if (m.text().includes('Hydration')) hydrationNotes.push(m.text());
        });
        for (const path of PAGES) {
          const html = await (await page.request.get(path)).text();
          // The markup is in the HTML itself, skip link first, before any script has run.
          expect(html).toMatch(/<div id="root" data-server-rendered><a [^>]*href="#main"/);
          await page.goto(path);
          await page.waitForLoadState('networkidle');
        }
        // The not-found page's own 404 status is the one error expected.
        expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
        expect(hydrationNotes).toEqual([]);
        // Interactive once hydrated: the colour mode (desktop) or the menu (phone) answers.
        if (device === 'desktop') {
          await page.locator('#side-color-mode').selectOption('dark');
          await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-dark'))).toBe(true);
        } else {
          await page.getByRole('button', { name: '메뉴 열기' }).click();
          await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
        }
        await context.close();
      },
    );

    it('styles the navigation and footer from the stylesheets the page links, with no run-time styles', async () => {
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      const html = await (await page.request.get('/ko/news')).text();
      // The shared sheet and the first load's (the shell's CSS Modules, docs/decisions/025-static-css-for-public-pages.md).
      const sheets = [...html.matchAll(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w-]+\.css)"/g)].map(
        ([, href]) => href!,
      );
      expect(sheets.some((href) => /\/assets\/site-/.test(href))).toBe(true);
      const linked = (await Promise.all(sheets.map(async (href) => (await page.request.get(href)).text()))).join('\n');
      await page.goto('/ko/news');
      await page.waitForLoadState('networkidle');
      // A menu link of the side drawer: its class's rule is in a linked sheet, not in the page.
      const link = page.locator('header nav a[href="/ko/news"]');
      const linkClass = (await link.getAttribute('class'))?.split(/\s+/)[0];
      expect(linkClass).toBeDefined();
      expect(linked).toContain(`.${linkClass}{`);
      const inlineStyles = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map(([, text]) => text).join('');
      expect(inlineStyles).not.toContain(`.${linkClass}`);
      // As drawn: the link keeps its height and inset, and the drawer its width.
      expect(await link.evaluate((a) => [getComputedStyle(a).minHeight, getComputedStyle(a).display])).toEqual([
        '52px',
        'flex',
      ]);
      expect(
        await page
          .locator('header')
          .first()
          .evaluate((h) => h.getBoundingClientRect().width),
      ).toBe(440);
      // No run-time styles: the page has no emotion style element, before or after hydrating
      // (docs/decisions/025-static-css-for-public-pages.md).
      expect(html).not.toContain('data-emotion');
      expect(await page.locator('style[data-emotion]').count()).toBe(0);
      await context.close();
    });

    // The loader waits that long for the picture, no longer (a picture slow to come, a busy machine).
    const loader = fs.readFileSync(new URL('../apps/web/public/app-loader.js', import.meta.url), 'utf8');
    const patience = Number(/window\.setTimeout\(start, (\d+)\);\s*\}\)\(\);\s*$/.exec(loader)?.[1]);

    /** When the page's largest picture was painted (element timing) and its first module was asked for, in ms. */
    const pictureAndScripts = (page: Page) =>
      page.evaluate(async () => {
        const painted = await new Promise<number>((resolve) =>
          new PerformanceObserver((list) => {
            const entry = list
              .getEntries()
              .find((e) => (e as PerformanceEntry & { identifier: string }).identifier === 'largest-picture');
            if (entry) resolve((entry as PerformanceEntry & { renderTime: number }).renderTime);
          }).observe({ type: 'element', buffered: true }),
        );
        const scripts = performance
          .getEntriesByType('resource')
          .filter((r) => new URL(r.name).pathname.endsWith('.js'));
        return { painted, scriptsFrom: Math.min(...scripts.map((r) => r.startTime)) };
      });

    it('starts a server-rendered page’s scripts once its largest picture is on the screen', async () => {
      const context = await newContext(browser, 'phone');
      const page = await context.newPage();
      for (const path of ['/ko/', '/ko/exhibitions']) {
        await page.goto(path);
        await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
        const { painted, scriptsFrom } = await pictureAndScripts(page);
        expect(painted).toBeGreaterThan(0);
        // After the picture's paint; or, had it not come by the loader's limit (on a busy machine
        // the paint itself can come seconds late), once the loader stopped waiting.
        expect(scriptsFrom).toBeGreaterThanOrEqual(Math.min(painted, patience));
      }
      // Then the app takes over: the menu opens.
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      await context.close();
    });

    it('starts the scripts without a picture that is slow to come, once the loader has waited for it', async () => {
      const context = await newContext(browser, 'phone');
      const page = await context.newPage();
      // The home page's first picture arrives only after the scripts were asked for.
      let scriptsAsked = () => {};
      const scripts = new Promise<void>((resolve) => (scriptsAsked = resolve));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.js')) scriptsAsked();
      });
      await page.route(/\/main-1-mobile\.jpg/, async (route) => {
        await scripts;
        await route.continue();
      });
      await page.goto('/ko/');
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      const { painted, scriptsFrom } = await pictureAndScripts(page);
      expect(scriptsFrom).toBeGreaterThanOrEqual(patience);
      expect(scriptsFrom).toBeLessThan(painted);
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      await context.close();
    });

    it('shows a readable page with links to follow when scripts are off', async () => {
      const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto('/en/spaces');
      // The spaces and the home page have their data in the HTML: both read fully without scripts.
      expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
      expect(await page.locator('main a[href^="/en/spaces/"]').count()).toBeGreaterThan(0);
      await page.locator('a[href="/en/"]').first().click();
      await page.waitForURL('**/en/');
      expect(await page.locator('main picture img').first().isVisible()).toBe(true);
      await context.close();
    });
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
