import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ko, staffApi, useSession } from './admin.support';
import { axeViolations, launchBrowser, newContext, type Browser } from './support/browser';
import { PHONE } from './support/constants';

/** The admin as it fits the hand: a phone's first screen, the media library's search and its fresh upload. */
describe('admin in hand', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens an editor on a phone with its first field on the first screen, the menu in a drawer', async () => {
    const api = await staffApi();
    const [first] = (await (await api('/content/news')).json()).items as { id: number }[];
    expect(first).toBeDefined();
    const page = await (await newContext(browser, 'phone')).newPage();
    await useSession(page, ADMIN);
    await page.goto(`/admin/content/news/${first?.id}`);
    const field = page.locator('main form').getByRole('textbox').first();
    await field.waitFor();
    const box = await field.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    // The navigation is behind the menu button, and a link followed in it closes it.
    const nav = page.getByRole('navigation', { name: ko('admin:navLabel') });
    expect(await nav.count()).toBe(0);
    await page.getByRole('button', { name: ko('admin:menu.open') }).click();
    await nav.getByRole('link', { name: ko('admin:nav.content') }).click();
    await page.getByRole('heading', { level: 1, name: ko('admin:content.coverage.title') }).waitFor();
    await expect.poll(() => nav.count()).toBe(0);
    await page.context().close();
  });

  it('selects a picture just uploaded, and finds it again by its Japanese alt text', async () => {
    const page = await (await newContext(browser)).newPage();
    await useSession(page, ADMIN);
    await page.goto('/admin/settings/uploadimage');
    await page.getByRole('heading', { level: 2, name: ko('admin:media.title') }).waitFor();
    const name = `hand-${Date.now()}.png`;
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: png });
    const selected = page.locator('li[aria-current="true"]');
    await expect.poll(() => selected.getByRole('heading', { level: 3 }).textContent(), { timeout: 15_000 }).toBe(name);
    expect(await selected.textContent()).toContain(ko('admin:media.justUploaded'));
    expect(await axeViolations(page)).toEqual([]);

    // Described in Japanese (through the API: the dialog has its own tests), then searched for.
    const api = await staffApi();
    const found = await (await api(`/media?q=${encodeURIComponent(name)}`)).json();
    const alt = { ko: '초록 시험 그림', ja: `緑の試験画像${Date.now()}` };
    expect((await api(`/media/${found.items[0].id}`, { method: 'PUT', body: { alt } })).status).toBe(200);
    await page.reload();
    await page.getByRole('searchbox', { name: ko('admin:media.search.text') }).fill(alt.ja);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(alt.ja);
    const cards = page.locator('main').getByRole('heading', { level: 3 });
    await expect.poll(() => cards.allTextContents()).toEqual([name]);
    await page.context().close();
  });
});
