import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VenuePage } from '@atrium/shared/api/content';
import { ADMIN, ko, koWith, useSession } from './admin.support';
import { contentApi, fieldIn, noticeOf, publishNow, saveDraft } from './content.support';
import { api, mainCarousel, slidesIn } from './home.support';
import {
  axeViolations,
  launchBrowser,
  newContext,
  watchErrors,
  type Browser,
  type Device,
  type Page,
} from './support/browser';

type ContentApi = Awaited<ReturnType<typeof contentApi>>;

/**
 * The editorial engine's admin editors as staff use them: each change is checked where a visitor
 * sees it. The site is shared with the other browser tests: what is changed here is put back.
 */
describe('content editors', () => {
  let browser: Browser;
  let content: ContentApi;
  const stamp = Date.now().toString(36);
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    [browser, content] = await Promise.all([launchBrowser(), contentApi()]);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await browser.close();
  });

  /** A signed-in admin's page: 1280 px wide on desktop, 390 on a phone. */
  const openAdmin = async (device: Device = 'desktop') => {
    const page = await (await newContext(browser, device)).newPage();
    if (device === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
    await useSession(page, ADMIN);
    return page;
  };
  const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const editorTab = (page: Page, language: string) =>
    page.getByRole('tablist', { name: ko('admin:content.editor.languages') }).getByRole('tab', { name: language });

  it('creates and publishes a space, then a hotspot placed on the map for it: the spaces page shows both', async () => {
    // The space, on a phone.
    const slug = `e2e-space-${stamp}`;
    const name = `시험 전시실 ${stamp}`;
    const phone = await openAdmin('phone');
    const errors = watchErrors(phone);
    await phone.goto('/admin/content/spaces/new');
    await heading(phone, koWith('admin:content.editor.newTitle', { type: ko('admin:content.types.spaces') })).waitFor();
    await expectNoViolations(phone);
    await phone.getByRole('textbox', { name: ko('admin:content.fields.slug') }).fill(slug);
    await phone.getByRole('textbox', { name: fieldIn('name') }).fill(name);
    await phone.getByRole('textbox', { name: fieldIn('summary') }).fill('시험으로 만든 공간입니다.');
    await saveDraft(phone, true);
    await phone.waitForURL(/\/admin\/content\/spaces\/\d+$/);
    const spaceId = Number(new URL(phone.url()).pathname.split('/').pop());
    cleanups.push(() => content.remove('spaces', spaceId));
    await phone.getByText(ko('admin:content.status.draft'), { exact: true }).waitFor();
    await publishNow(phone);
    await phone.getByText(ko('admin:content.status.published'), { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await phone.context().close();

    // Its hotspot, on a desktop: the space chosen by name, the marker placed by a click on the map.
    const title = `시험 핫스폿 ${stamp}`;
    const page = await openAdmin('desktop');
    await page.goto('/admin/content/hotspots/new');
    const map = page.getByRole('region', { name: ko('admin:content.hotspot.title') }).getByRole('img');
    await map.waitFor();
    await expectNoViolations(page);
    await page.getByRole('combobox', { name: ko('admin:content.fields.space') }).click();
    await page.getByRole('option', { name: `${name} (${slug})` }).click();
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: fieldIn('title') }).fill(title);
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await page.getByTestId('hotspot-map').click({ position: { x: box.width * 0.3, y: box.height * 0.7 } });
    const top = page.getByRole('spinbutton', { name: ko('admin:content.fields.top') });
    const left = page.getByRole('spinbutton', { name: ko('admin:content.fields.left') });
    await expect.poll(async () => Number(await top.inputValue())).toBeCloseTo(70, 0);
    expect(Number(await left.inputValue())).toBeCloseTo(30, 0);
    const marker = page.getByRole('button', {
      name: koWith('admin:content.hotspot.marker', { top: await top.inputValue(), left: await left.inputValue() }),
    });
    // The arrow keys move it in half steps.
    const clicked = Number(await left.inputValue());
    await marker.press('ArrowRight');
    await expect.poll(async () => Number(await left.inputValue())).toBeCloseTo(clicked + 0.5, 5);
    await page.getByRole('combobox', { name: ko('admin:content.fields.direction') }).click();
    await page.getByRole('option', { name: ko('admin:content.options.top') }).click();
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: ko('admin:content.fields.link') }).fill(`spaces/${slug}`);
    await saveDraft(page, true);
    await page.waitForURL(/\/admin\/content\/hotspots\/\d+$/);
    const hotspotId = Number(new URL(page.url()).pathname.split('/').pop());
    cleanups.push(() => content.remove('hotspots', hotspotId));
    await expectNoViolations(page);
    await publishNow(page);
    const placed = { top: Number(await top.inputValue()), left: Number(await left.inputValue()) };

    // The public spaces page: the marker where it was placed, leading to the new space.
    const site = await page.context().newPage();
    await site.goto('/ko/spaces');
    const publicMarker = site.getByRole('link', { name: title, exact: true });
    const publicMap = site.locator('img[src*="spaces-map"]').first();
    await publicMarker.waitFor();
    const [m, p] = await Promise.all([publicMarker.boundingBox(), publicMap.boundingBox()]);
    if (!m || !p) throw new Error('no marker or map on the spaces page');
    expect(((m.x + m.width / 2 - p.x) / p.width) * 100).toBeCloseTo(placed.left, 0);
    expect(((m.y + m.height / 2 - p.y) / p.height) * 100).toBeCloseTo(placed.top, 0);
    await site.getByRole('heading', { name, exact: true }).waitFor();
    await publicMarker.click();
    await site.waitForURL((url) => url.pathname === `/ko/spaces/${slug}`);
    await heading(site, name).waitFor();
    await page.context().close();
  });

  it('reorders the main slides with the keyboard: the home carousel follows at once', async () => {
    const before = await content.list('main-slides');
    cleanups.push(() =>
      content.order(
        'main-slides',
        before.map((item) => item.id),
      ),
    );
    const [first, second, ...rest] = before;
    if (!first || !second) throw new Error('two main slides expected');
    const page = await openAdmin('desktop');
    // From the coverage of every type to the main slides' list.
    await page.goto('/admin/content');
    await heading(page, ko('admin:content.coverage.title')).waitFor();
    await expectNoViolations(page);
    await page
      .getByRole('table', { name: ko('admin:content.coverage.caption') })
      .getByRole('link', { name: ko('admin:content.types.main-slides') })
      .click();
    await heading(page, ko('admin:content.types.main-slides')).waitFor();
    await expectNoViolations(page);
    const handle = page.getByRole('button', {
      name: koWith('admin:content.order.handle', { title: first.title, n: 1 }),
    });
    // Space picks the row up, an arrow moves it, Space drops it; each step is said aloud.
    const said = (key: string, n: number) =>
      page
        .locator('[aria-live]')
        .filter({ hasText: koWith(key, { title: first.title, n, total: before.length }) })
        .waitFor({ state: 'attached' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await said('admin:content.order.over', 2);
    await page.keyboard.press('Space');
    await said('admin:content.order.dropped', 2);
    await page
      .getByRole('status')
      .filter({ hasText: ko('admin:content.order.saved') })
      .waitFor({ state: 'attached' });
    // The handle moved with its row, and says so.
    await page
      .getByRole('button', { name: koWith('admin:content.order.handle', { title: first.title, n: 2 }) })
      .waitFor();

    const expected = [second, first, ...rest].map((item) => item.title);
    expect((await slidesIn('ko')).mainSlides.map((slide) => slide.title)).toEqual(expected);
    const site = await page.context().newPage();
    await site.goto('/ko/');
    const titles = mainCarousel(site, 'ko').locator('.swiper-slide:not(.swiper-slide-duplicate) p');
    await expect.poll(() => titles.allInnerTexts()).toEqual(expected);
    await page.context().close();
  });

  it('edits a venue page in rich text on a phone: a saved draft stays private until it is published', async () => {
    const stored = await content.item('pages', 'about');
    cleanups.push(() => content.putBack('pages', 'about', stored.draft));
    const page = await openAdmin('phone');
    await page.goto('/admin/content/pages/about');
    const section = page.getByRole('region', {
      name: koWith('admin:content.list.entry', { field: ko('admin:content.fields.sections'), n: 1 }),
    });
    const body = section.getByRole('textbox', { name: fieldIn('body') });
    await body.waitFor();
    await expectNoViolations(page);
    // A new paragraph at the end of the rich text, in bold from the toolbar.
    const added = `시험 문단 ${stamp}`;
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await section.getByRole('button', { name: ko('admin:richText.editor.bold') }).click();
    await page.keyboard.type(added);
    await page.getByText(ko('admin:content.editor.unsaved')).waitFor();
    await saveDraft(page);
    await page.getByText(ko('admin:content.status.changed'), { exact: true }).waitFor();

    const publicText = async () => (await api<VenuePage>('/pages/about', 'ko')).sections[0]?.html ?? '';
    expect(await publicText()).not.toContain(added);
    const site = await page.context().newPage();
    await site.goto('/ko/about');
    await heading(site, (await api<VenuePage>('/pages/about', 'ko')).title).waitFor();
    expect(await site.getByRole('main').innerText()).not.toContain(added);

    await publishNow(page);
    expect(await publicText()).toContain(`<strong>${added}</strong>`);
    await site.goto('/ko/about');
    await site.getByRole('main').locator('strong').getByText(added).waitFor();
    await page.context().close();
  });

  it('restores an earlier revision of a main slide: the English home page shows the old title again', async () => {
    const [item] = await content.list('main-slides');
    if (!item) throw new Error('a main slide expected');
    const stored = await content.item('main-slides', item.id);
    cleanups.push(() => content.putBack('main-slides', item.id, stored.draft));
    const oldTitle = (stored.published?.title as Record<string, string>).en ?? '';
    const newTitle = `${oldTitle} (E2E ${stamp})`;
    const enTitles = async () => (await slidesIn('en')).mainSlides.map((slide) => slide.title);

    const page = await openAdmin('desktop');
    const mediaReads: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/admin\/media\/[\w-]+$/.test(new URL(r.url()).pathname)) mediaReads.push(r.url());
    });
    await page.goto(`/admin/content/main-slides/${item.id}`);
    // A stored image shows as its thumbnail, asked for by its id (the picker was never opened).
    const pcImage = page.getByRole('group', { name: ko('admin:content.fields.pcImage') });
    // The thumbnail's rendition is made on first request: on a busy machine that takes seconds.
    await expect
      .poll(() => pcImage.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await pcImage.innerText()).toMatch(/main-\d-pc\.jpg/);
    expect(mediaReads.length).toBeGreaterThan(0);

    await editorTab(page, 'English').click();
    const englishTitle = page.getByRole('textbox', { name: fieldIn('title', 'en'), exact: true });
    // The Korean source is shown beside the English.
    await page.getByText((stored.draft.title as Record<string, string>).ko ?? '', { exact: true }).waitFor();
    await expectNoViolations(page);
    await englishTitle.fill(newTitle);
    await publishNow(page, `e2e ${stamp}`);
    expect(await enTitles()).toContain(newTitle);

    await page.getByRole('button', { name: ko('admin:content.revisions.button') }).click();
    const drawer = page.getByRole('dialog', { name: ko('admin:content.revisions.title') });
    const revisions = drawer.getByRole('list', { name: ko('admin:content.revisions.list') }).getByRole('button');
    // Every save is kept too (docs/spec/decisions.md §15): the publications, newest first, are
    // the one just now and the one before it.
    const published = revisions.filter({ hasText: ko('admin:content.revisions.kind.published') });
    await expect.poll(() => published.count()).toBeGreaterThan(1);
    expect(await published.first().innerText()).toContain(`e2e ${stamp}`);
    const previous = published.nth(1);
    const rev = Number(/#(\d+)/.exec(await previous.innerText())?.[1]);
    await previous.click();
    const diff = drawer.getByRole('table', { name: koWith('admin:content.revisions.diffCaption', { rev }) });
    const row = diff.getByRole('row').filter({ hasText: oldTitle });
    await expect.poll(() => row.innerText()).toContain(newTitle);
    // What was added is marked as such; nothing was taken away.
    expect(await row.locator('ins').allInnerTexts()).toEqual([`(E2E ${stamp})`]);
    expect(await row.locator('del').count()).toBe(0);
    await expectNoViolations(page);
    await drawer.getByRole('button', { name: koWith('admin:content.revisions.restore', { rev }) }).click();
    await page
      .getByRole('dialog', { name: koWith('admin:content.revisions.restoreTitle', { rev }) })
      .getByRole('button', { name: ko('admin:content.revisions.restoreConfirm') })
      .click();
    await noticeOf(page, ko('admin:content.revisions.restored'));
    await drawer.waitFor({ state: 'hidden' });
    await editorTab(page, 'English').click();
    expect(await englishTitle.inputValue()).toBe(oldTitle);
    // Restored as the draft only: the public site still has the new title until it is published.
    expect(await enTitles()).toContain(newTitle);
    await publishNow(page);

    const site = await page.context().newPage();
    await site.goto('/en/');
    const titles = mainCarousel(site, 'en').locator('.swiper-slide p');
    await expect.poll(() => titles.allInnerTexts()).toContain(oldTitle);
    expect(await titles.allInnerTexts()).not.toContain(newTitle);
    await page.context().close();
  });

  it('marks the English title outdated when the Korean changes, until it is confirmed as still right', async () => {
    const [item] = await content.list('sub-slides');
    if (!item) throw new Error('a sub slide expected');
    const stored = await content.item('sub-slides', item.id);
    cleanups.push(() =>
      content.putBack(
        'sub-slides',
        item.id,
        stored.draft,
        ['en', 'ja', 'es', 'fr'].map((l) => `title.${l}`),
      ),
    );
    const page = await openAdmin('desktop');
    await page.goto(`/admin/content/sub-slides/${item.id}`);
    const english = editorTab(page, 'English');
    await expect.poll(() => english.innerText()).toContain(ko('admin:content.translation.ok'));
    const korean = page.getByRole('textbox', { name: fieldIn('title'), exact: true });
    const revised = `${await korean.inputValue()} (개정 ${stamp})`;
    await korean.fill(revised);
    await saveDraft(page);

    await expect.poll(() => english.innerText()).toContain(ko('admin:content.translation.stale'));
    await english.click();
    const mark = page.getByRole('alert').filter({ hasText: ko('admin:content.stale.text') });
    await mark.waitFor();
    // The Korean source beside the translation already says what changed.
    await page.getByText(revised, { exact: true }).waitFor();
    await expectNoViolations(page);
    await page
      .getByRole('button', {
        name: koWith('admin:content.stale.confirmLabel', {
          field: ko('admin:content.fields.title'),
          language: 'English',
        }),
      })
      .click();
    await page.getByText(ko('admin:content.stale.confirmed')).waitFor();
    await saveDraft(page);
    await mark.waitFor({ state: 'detached' });
    await expect.poll(() => english.innerText()).toContain(ko('admin:content.translation.ok'));
    // Still so when the item is read again; the other languages are still to be checked.
    await page.reload();
    await expect.poll(() => english.innerText()).toContain(ko('admin:content.translation.ok'));
    expect(await editorTab(page, '日本語').innerText()).toContain(ko('admin:content.translation.stale'));

    // The list says so too, in words for screen readers and legibly for the eye.
    await page.goto('/admin/content/sub-slides');
    const listed = page.getByRole('row').filter({ has: page.getByRole('link', { name: revised, exact: true }) });
    await listed.getByText(`JPN: ${ko('admin:content.translation.stale')}`).waitFor({ state: 'attached' });
    await listed.getByText(`ENG: ${ko('admin:content.translation.ok')}`).waitFor({ state: 'attached' });
    await expectNoViolations(page);
    await page.context().close();
  });
});
