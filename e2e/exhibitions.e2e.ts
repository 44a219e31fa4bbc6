import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtworkDetail, ArtworksResponse, ExhibitionDetail, ExhibitionSummary } from '@atrium/shared/api/edu';
import { axeViolations, followInApp, launchBrowser, watchErrors, type Browser } from './support/browser';
import { text } from './home.support';
import { api, escapeRegExp as escape, h1, openPage } from './edu.support';

const LANGS = ['ko', 'en'] as const;

/** Exhibitions and the artworks of the online gallery, as visitors meet them (split from edu.e2e.ts). */
describe('exhibitions and artworks', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(LANGS)(
    '%s: shows an artwork with its wall label, captioned zoomable pictures and a video loaded on play',
    async (lang) => {
      const { context, page } = await openPage(browser, lang);
      const errors = watchErrors(page);
      const { items } = await api<ArtworksResponse>('/artworks', lang);
      const details = await Promise.all(items.map((a) => api<ArtworkDetail>(`/artworks/${a.id}`, lang)));
      const artwork = details.find((a) => a.relatedVideo && a.images.length > 0);
      if (!artwork?.relatedVideo) throw new Error('an artwork with a video expected');
      const videoRequests: string[] = [];
      page.on('request', (r) => {
        if (/youtube|vimeo/.test(r.url())) videoRequests.push(r.url());
      });

      await page.goto(`/${lang}/artworks`);
      await h1(page, text(lang, 'edu:artworks.title'));
      await page.getByRole('link', { name: artwork.title, exact: true }).click();
      await page.waitForURL(`**/${lang}/artworks/${artwork.id}`);
      await h1(page, artwork.title);

      // The wall label and the venue's facts: each value after its term (printed or for screen readers).
      const terms = await page
        .locator('main dt')
        .evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
      const expected = [
        ['maker', artwork.maker],
        ['title', artwork.title],
        ['createdAt', artwork.createdAt],
        ['material', artwork.material],
        ['scaleAndWeight', artwork.scaleAndWeight],
        ['creditLine', artwork.creditLine],
        ['objectNumber', artwork.objectNumber],
        ['rights', artwork.rights],
        ['keyword', artwork.keyword],
        ['symbol', artwork.symbol],
      ].map(([key, value]) => [text(lang, `edu:artwork.${key}`), value]);
      expect(expected.every(([, value]) => value)).toBe(true);
      expect(terms).toEqual(expected);
      // A label prints its values; of its terms only the object number's shows.
      expect(await page.locator('main dt:not(.visually-hidden)').allInnerTexts()).toEqual(
        ['objectNumber', 'keyword', 'symbol'].map((key) => text(lang, `edu:artwork.${key}`)),
      );
      const main = page.getByRole('button', {
        name: text(lang, 'edu:zoom.open', { alt: artwork.images[0]?.alt ?? '' }),
      });
      expect(await main.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(/f=avif \d+w/);
      // Under the picture, its caption, not its alt text.
      const caption = await main.locator('xpath=ancestor::figure[1]/figcaption').innerText();
      expect(caption).toBe(artwork.images[0]?.caption);
      expect(caption).not.toBe(artwork.images[0]?.alt);

      // Zoom: opens as a dialog named after the work, zooms by key and button, closes with Escape.
      const opener = page.getByRole('button', { name: text(lang, 'edu:zoom.button') });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: new RegExp(escape(artwork.title)) });
      await dialog.waitFor();
      const level = dialog.locator('output');
      expect(await level.innerText()).toBe(text(lang, 'edu:zoom.level', { percent: 100 }));
      await page.keyboard.press('+');
      expect(await level.innerText()).toBe(text(lang, 'edu:zoom.level', { percent: 150 }));
      await dialog.getByRole('button', { name: text(lang, 'edu:zoom.zoomIn') }).click();
      expect(await level.innerText()).toBe(text(lang, 'edu:zoom.level', { percent: 225 }));
      const layer = dialog.getByTestId('zoom-layer');
      expect(await layer.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
      // Dragging moves the enlarged picture.
      const before = await layer.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).e);
      const viewer = dialog.getByRole('group');
      const box = await viewer.boundingBox();
      if (!box) throw new Error('no viewer box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
      expect(await layer.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).e)).toBeGreaterThan(before);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

      // The video: our poster until play; the provider's player only after the press.
      expect(await page.locator('iframe').count()).toBe(0);
      expect(videoRequests).toEqual([]);
      await page
        .getByRole('button', { name: text(lang, 'edu:video.play', { title: artwork.relatedVideo.title }) })
        .click();
      expect(await page.locator('iframe').getAttribute('src')).toBe(artwork.relatedVideo.embedUrl);
      await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(LANGS)('%s: lists exhibitions and shows one with its exhibition and location guides', async (lang) => {
    const { context, page } = await openPage(browser, lang);
    const { items } = await api<{ items: ExhibitionSummary[] }>('/exhibitions', lang);
    const [first] = items;
    if (!first) throw new Error('no exhibition');
    const detail = await api<ExhibitionDetail>(`/exhibitions/${first.slug}`, lang);
    await page.goto(`/${lang}/exhibitions`);
    await page.getByRole('link', { name: first.title, exact: true }).click();
    await h1(page, first.title);
    for (const key of ['exhibitionGuide', 'locationGuide'] as const) {
      if (!detail[key].length) continue;
      await page.getByRole('region', { name: text(lang, `edu:exhibitions.${key}`) }).waitFor();
    }
    const works = page.getByRole('region', { name: text(lang, 'edu:exhibitions.artworks') }).getByRole('link');
    expect(await works.count()).toBe(detail.artworks.length);
    const response = await page.goto(`/${lang}/exhibitions/no-such-exhibition`);
    expect(response?.status()).toBe(404);
    await h1(page, text(lang, 'common:notFound'));
    await context.close();
  });

  it.each(LANGS)(
    '%s: lists an ended exhibition under the past ones, with its badge, and its page says so',
    async (lang) => {
      const { context, page } = await openPage(browser, lang);
      const { items } = await api<{ items: ExhibitionSummary[] }>('/exhibitions', lang);
      // The demo's garden photographs closed 86 days before the install day.
      const ended = items.find((item) => item.status === 'past');
      const current = items.find((item) => item.status === 'inProgress');
      if (!ended || !current) throw new Error('an ended and a current exhibition expected');
      await page.goto(`/${lang}/exhibitions`);
      const group = (status: ExhibitionSummary['status']) =>
        page.getByRole('region', { name: text(lang, `edu:exhibitions.groups.${status}`), exact: true });
      const past = group('past');
      await past.getByRole('link', { name: ended.title, exact: true }).waitFor();
      expect(await past.getByText(text(lang, 'edu:exhibitions.status.past'), { exact: true }).count()).toBe(1);
      expect(await group('inProgress').getByRole('link', { name: current.title, exact: true }).count()).toBe(1);
      expect(await group('inProgress').getByRole('link', { name: ended.title, exact: true }).count()).toBe(0);
      await past.getByRole('link', { name: ended.title, exact: true }).click();
      await h1(page, ended.title);
      await page.getByText(text(lang, 'edu:exhibitions.ended'), { exact: true }).waitFor();
      await context.close();
    },
  );

  it('says when an exhibition is shown in a fallback language, marking its text', async () => {
    const { context, page } = await openPage(browser, 'en');
    const [first] = (await api<{ items: ExhibitionSummary[] }>('/exhibitions', 'en')).items;
    if (!first) throw new Error('no exhibition');
    const english = await api<ExhibitionDetail>(`/exhibitions/${first.slug}`, 'en');
    await page.route(`**/api/exhibitions/${first.slug}`, (route) => route.fulfill({ json: english }));
    // The server renders a detail page with its own data: reach it from the list, in the app, so
    // the browser asks the (intercepted) API for it.
    await page.goto('/es/exhibitions');
    await followInApp(page, `a[href="/es/exhibitions/${first.slug}"]`);
    await page.getByRole('note').getByText('Se muestra en inglés hasta que el texto en español esté listo').waitFor();
    expect(await page.locator('article[lang="en"] h1').innerText()).toBe(english.title);
    await context.close();
  });
});
