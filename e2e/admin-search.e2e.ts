import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ko, koWith, staffApi, useSession } from './admin.support';
import { axeViolations, launchBrowser, newContext, watchErrors, type Browser } from './support/browser';

/** The admin bar's content search (issue 18, item 5): staff jump to an item's editor, drafts too. */
describe('admin content search', () => {
  let browser: Browser;
  let draftId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    const api = await staffApi();
    const created = await api('/content/news', {
      method: 'POST',
      body: { data: { title: { ko: 'e2e 한지공예체험 초안', ja: 'e2e 韓紙工芸体験' }, articles: [] } },
    });
    expect(created.status).toBe(201);
    draftId = ((await created.json()) as { id: number }).id;
  });
  afterAll(async () => {
    await (
      await staffApi()
    )(`/content/news/${draftId}`, { method: 'DELETE' });
    await browser.close();
  });

  it('finds a draft by two characters of its Korean title and opens its editor from the keyboard', async () => {
    const page = await (await newContext(browser, 'desktop', { locale: 'ko-KR' })).newPage();
    const errors = watchErrors(page);
    await useSession(page, ADMIN);
    await page.goto('/admin');
    const box = page.getByRole('searchbox', { name: ko('admin:search.label') });
    await box.fill('공예체');
    const results = page.getByRole('list', { name: ko('admin:search.results') });
    const link = results.getByRole('link', { name: /e2e 한지공예체험 초안/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/admin/content/news/${draftId}`);
    expect(await link.textContent()).toContain(ko('admin:content.status.draft'));
    expect(await axeViolations(page)).toEqual([]);

    await box.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href')))
      .toBe(`/admin/content/news/${draftId}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/content/news/${draftId}`);
    expect(await box.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says so in Korean when no title holds the words', async () => {
    const page = await (await newContext(browser, 'desktop', { locale: 'ko-KR' })).newPage();
    await useSession(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: ko('admin:search.label') }).fill('없는제목zq');
    await expect
      .poll(() => page.getByRole('search').getByRole('status').textContent())
      .toBe(koWith('admin:search.none', { q: '없는제목zq' }));
    await page.context().close();
  });
});
