import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsSummary } from '@atrium/shared/api/news';
import type { SearchResponse } from '@atrium/shared/api/search';
import type { Language } from '@atrium/shared/languages';
import { api, text } from './home.support';
import {
  axeViolations,
  baseURL,
  launchBrowser,
  newContext,
  watchErrors,
  type Browser,
  type BrowserContext,
  type Page,
} from './support/browser';

/** A query that finds the demo's first news item in `lang`, and its first hit. */
async function demoQuery(lang: Language): Promise<{ q: string; hit: SearchResponse['items'][number] }> {
  const { items } = await api<{ items: NewsSummary[] }>('/news', lang);
  for (const item of items) {
    // A word of the title: a Latin one whole, a Korean or Japanese one by its first two characters.
    const words = item.title.split(/[\s,.:;!?'"“”‘’()·—–-]+/).filter((w) => w.length >= 2);
    const word = words.sort((a, b) => b.length - a.length)[0];
    if (!word) continue;
    const q = /^[\p{Script=Latin}]+$/u.test(word) ? word : word.slice(0, 2);
    const found = await api<SearchResponse>(`/search?q=${encodeURIComponent(q)}`, lang);
    const hit = found.items[0];
    if (hit) return { q, hit };
  }
  throw new Error(`no demo news title in ${lang} is found by the search`);
}

const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

describe('site search', () => {
  let browser: Browser;
  let english: Awaited<ReturnType<typeof demoQuery>>;
  let korean: Awaited<ReturnType<typeof demoQuery>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    english = await demoQuery('en');
    korean = await demoQuery('ko');
  }, 60_000);
  afterAll(() => browser?.close());

  describe('on a desktop (1440 px)', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      context = await newContext(browser, 'desktop', { locale: 'en-US' });
      page = await context.newPage();
      errors = watchErrors(page);
    });
    afterAll(() => context?.close());

    it('suggests hits in the side drawer’s box as the visitor types; Enter opens the chosen one', async () => {
      // The box's code loads apart from the page's (SearchBoxSlot): held back here until the
      // visitor has typed into the server's form, it takes the text and the focus over.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/SiteSearchBox-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/en/news', { waitUntil: 'domcontentloaded' });
      const box = page.locator('#side-search');
      await box.fill(english.q);
      release();
      const list = page.getByRole('listbox', { name: text('en', 'common:search.suggestions') });
      await list.waitFor();
      await page.waitForFunction(
        () => document.querySelector('#side-search')?.getAttribute('aria-expanded') === 'true',
      );
      await expectNoViolations(page);
      await box.press('ArrowDown');
      const first = await list.getByRole('option').first().getAttribute('id');
      await page.waitForFunction(
        (id) => document.querySelector('#side-search')?.getAttribute('aria-activedescendant') === id,
        first,
      );
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === english.hit.url);
      expect(errors).toEqual([]);
    }, 60_000);

    it('searches on Enter, lists the hits with the match marked, and opens one', async () => {
      await page.goto('/en/news');
      // Enter with no suggestion chosen: the search page.
      await page.locator('#side-search').fill(english.q);
      await page.locator('#side-search').press('Enter');
      await page.waitForURL((url) => url.pathname === '/en/search' && url.searchParams.get('q') === english.q);
      const results = page.getByRole('list', { name: text('en', 'search:listLabel') });
      await results.waitFor();
      expect(await results.locator('mark').count()).toBeGreaterThan(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      await expectNoViolations(page);
      await results.locator(`a[href="${english.hit.url}"]`).first().click();
      await page.waitForURL((url) => url.pathname === english.hit.url);
      expect(errors).toEqual([]);
    }, 60_000);

    it('focuses the box on "/", and in the narrow drawer widens it first', async () => {
      await page.goto('/en/exhibitions');
      await page.keyboard.press('/');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('side-search');
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      // Scrolled: the drawer is 97 px wide, with a search button instead of the box.
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => window.scrollY > 0);
      const button = page.getByRole('link', { name: text('en', 'common:search.label') });
      await button.waitFor();
      expect(await page.locator('#side-search').count()).toBe(0);
      await page.keyboard.press('/');
      await page.waitForFunction(() => document.activeElement?.id === 'side-search');
      expect(await page.locator('#side-search').inputValue()).toBe('');
      expect(errors).toEqual([]);
    }, 60_000);
  });

  describe('on a phone (390 px)', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await newContext(browser, 'phone');
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('searches from the menu’s box and opens a hit', async () => {
      const errors = watchErrors(page);
      await page.goto('/ko/');
      await page.getByRole('button', { name: text('ko', 'common:nav.openMenu') }).click();
      const box = page.locator('#mobile-search');
      await box.fill(korean.q);
      await page.getByRole('listbox', { name: text('ko', 'common:search.suggestions') }).waitFor();
      await expectNoViolations(page);
      // Escape closes the suggestions, not the menu; Enter then searches.
      await box.press('Escape');
      expect(await page.getByRole('listbox').count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(1);
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/ko/search' && url.searchParams.get('q') === korean.q);
      const results = page.getByRole('list', { name: text('ko', 'search:listLabel') });
      await results.waitFor();
      // The menu closed on the way (sliding out for a fifth of a second).
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expectNoViolations(page);
      await results.locator(`a[href="${korean.hit.url}"]`).first().click();
      await page.waitForURL((url) => url.pathname === korean.hit.url);
      expect(errors).toEqual([]);
    }, 60_000);

    it('opens the menu on its search box on "/"', async () => {
      await page.goto('/ko/news');
      await page.keyboard.press('/');
      await page.waitForFunction(() => document.activeElement?.id === 'mobile-search');
      expect(await page.getByRole('dialog').count()).toBe(1);
    }, 60_000);
  });

  describe('without JavaScript', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await browser.newContext({
        baseURL: baseURL(),
        javaScriptEnabled: false,
        viewport: { width: 1440, height: 900 },
        extraHTTPHeaders: { 'x-forwarded-for': '10.252.0.1' },
      });
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('searches from the side drawer’s form and shows the results from the server’s HTML', async () => {
      await page.goto('/ko/news');
      await page.locator('#side-search').fill(korean.q);
      await page.locator('#side-search').press('Enter');
      await page.waitForURL((url) => url.pathname === '/ko/search' && url.searchParams.get('q') === korean.q);
      const main = page.locator('main');
      expect(await main.locator(`a[href="${korean.hit.url}"]`).count()).toBeGreaterThan(0);
      expect(await main.textContent()).toContain(korean.hit.title);
      expect(await main.locator('[data-skeleton]').count()).toBe(0);
    }, 60_000);

    it('filters by type and searches again through links and the page’s own form', async () => {
      await page.goto(`/ko/search?q=${encodeURIComponent(korean.q)}`);
      const filters = page.getByRole('navigation', { name: text('ko', 'search:filters.label') });
      await filters.getByRole('link', { name: text('ko', 'search:types.spaces') }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'spaces');
      const spaces = await api<SearchResponse>(`/search?q=${encodeURIComponent(korean.q)}&type=spaces`, 'ko');
      const count = spaces.total
        ? text('ko', 'search:countIn', { q: korean.q, type: text('ko', 'search:types.spaces'), count: spaces.total })
        : text('ko', 'search:none.heading', { q: korean.q });
      expect(await page.locator('main').textContent()).toContain(count);

      await filters.getByRole('link', { name: text('ko', 'search:types.news') }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'news');
      expect(await page.locator(`main a[href="${korean.hit.url}"]`).count()).toBeGreaterThan(0);

      const main = page.locator('main');
      await main.getByRole('searchbox', { name: text('ko', 'search:form.label') }).fill(english.q);
      await main.getByRole('button', { name: text('ko', 'search:form.submit') }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === english.q);
      expect(await page.locator('main [role="status"]').textContent()).toMatch(/\d/);
    }, 60_000);

    it('says an over-long query is too long', async () => {
      await page.goto(`/en/search?q=${'a'.repeat(101)}`);
      expect(await page.locator('main').textContent()).toContain(text('en', 'search:tooLong', { max: 100 }));
    }, 60_000);
  });
});
