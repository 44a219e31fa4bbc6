import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAnswers, baseURL, launchBrowser, newContext, watchErrors, type Browser } from './support/browser';

/** Public pages as the server sends them: rendered, hydrated, styled from linked sheets, scripts at a low priority, readable without scripts. */
describe('server rendering', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

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
      await appAnswers(page, device);
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

  it('asks for a server-rendered page’s largest picture first and its scripts at a low priority, then the app takes over', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const priorities = new Map<string, string>();
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    session.on('Network.requestWillBeSent', ({ request }) => {
      priorities.set(new URL(request.url).pathname, request.initialPriority);
    });
    for (const path of ['/ko/', '/ko/exhibitions']) {
      priorities.clear();
      const html = (await (await page.goto(path))?.text()) ?? '';
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      const named = [
        ...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*(?:href|src)="([^"]+)"/g),
      ].map(([, url]) => url ?? '');
      const picture = await page
        .locator('img[fetchpriority="high"]')
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(priorities.get(new URL(picture).pathname)).toBe('High');
      // The scripts the HTML names; what they import later is theirs to ask for.
      expect(named.length).toBeGreaterThan(1);
      for (const url of named) expect([url, priorities.get(url)]).toEqual([url, 'Low']);
    }
    // Then the app takes over: the menu opens.
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
