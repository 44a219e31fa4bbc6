import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitGuideResponse } from '@atrium/shared/api/visit';
import { axeViolations, baseURL, launchBrowser, newContext, type Browser } from './support/browser';
import { DESKTOP } from './support/constants';
import { api, text } from './home.support';

const ko = (key: string) => text('ko', key);

/**
 * The Visit page (issue 42): first in the navigation, the map links that open Naver Map, Kakao Map
 * and Google Maps at the venue, accessibility, read with JavaScript off, and printed alone.
 */
describe('the Visit page', () => {
  let browser: Browser;
  let guide: VisitGuideResponse;
  beforeAll(async () => {
    browser = await launchBrowser();
    guide = await api<VisitGuideResponse>('/visit/guide', 'ko');
  });
  afterAll(() => browser.close());

  it('reads without JavaScript: first in the navigation, three map links at the venue, accessibility', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ko/visit', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('banner').getByRole('navigation', { name: ko('common:nav.label') });
    const first = menu.getByRole('link').first();
    expect([await first.getAttribute('href'), (await first.innerText()).trim()]).toEqual([
      '/ko/visit',
      ko('common:nav.visit'),
    ]);

    const { lat, lng } = guide.coordinates!;
    const links = page.getByRole('list', { name: ko('home:visitPage.openMap') }).getByRole('link');
    const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.map((h) => new URL(h).host)).toEqual(['map.naver.com', 'map.kakao.com', 'www.google.com']);
    for (const h of hrefs) expect(decodeURIComponent(h)).toMatch(new RegExp(`${lat}.*${lng}|${lng}.*${lat}`));

    const accessibility = page.getByRole('region', { name: ko('home:visitPage.sections.accessibility') });
    const topic = accessibility.getByText(ko('home:visitPage.accessibilityTopics.stepFree'), { exact: true });
    expect(await topic.count()).toBe(1);
    expect(await accessibility.innerText()).toContain(guide.accessibility[0]!.text.slice(0, 20));
    // The group booking's call and ready e-mail are plain links.
    const groups = page.getByRole('region', { name: ko('home:visitPage.sections.groups') });
    expect(await groups.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await groups.locator('a[href^="mailto:"]').first().getAttribute('href')).toContain('subject=');
    await context.close();
  });

  it('prints the page alone, its map links written out, and has no axe violations', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/ko/visit');
    expect(await axeViolations(page)).toEqual([]);
    const menu = page.getByRole('navigation', { name: ko('common:nav.label') });
    expect(await menu.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await menu.isVisible()).toBe(false);
    expect(await page.locator('footer').isVisible()).toBe(false);
    const written = await page
      .locator('a[href^="https://map.kakao.com"]')
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(written).toContain('https://map.kakao.com/link/map/');
    await context.close();
  });
});
