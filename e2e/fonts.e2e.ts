import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followInApp, launchBrowser, newContext, type Browser, type Page } from './support/browser';

/**
 * The site's faces are unicode-range slices declared by a stylesheet per face
 * (docs/decisions/028-faces-from-css.md): a page links its language's face only, the browser
 * fetches the slices its text uses, and text that appears later gets the slices it lacks.
 */

/** What the page's text lacks: characters shown (or typed) in Pretendard whose slice, the one the browser asks first, has not loaded. */
function uncoveredCharacters(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // In the stylesheet's order: the browser asks a weight's slices last-declared first, and a
    // slice's range may take in characters a later slice has (scripts/font-ranges.mjs).
    const faces = [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Pretendard')
      .map((face) => ({
        loaded: face.status === 'loaded',
        weight: Number(face.weight),
        ranges: face.unicodeRange.split(',').map((range) => {
          const [start = '0', end = start] = range.trim().replace(/^U\+/i, '').split('-');
          return [parseInt(start, 16), parseInt(end, 16)] as const;
        }),
      }));
    const missing = new Set<string>();
    const check = (element: Element, text: string) => {
      // A closed select draws its chosen option's label, in its own font.
      const select = element.closest('select');
      const option = element.closest('option');
      if (option && !option.selected) return;
      // Text the page does not lay out (a closed drawer's) is set in no face yet.
      if (!(select ?? element).checkVisibility()) return;
      const style = getComputedStyle(select ?? element);
      if (!/^"?Pretendard"?,/.test(style.fontFamily)) return;
      const weight = Number(style.fontWeight) > 500 ? 700 : 400;
      for (const char of text) {
        const point = char.codePointAt(0) ?? 0;
        const covers = (face: (typeof faces)[number]) =>
          face.ranges.some(([start, end]) => point >= start && point <= end);
        // Hangul syllables are all in Pretendard. Another character (the language menu's "Français")
        // may be in no slice, and is then drawn from a fallback face; one that a slice of either
        // weight has must be in the slice of the weight it is drawn in.
        const hangul = point >= 0xac00 && point <= 0xd7a3;
        if (!hangul && !faces.some((face) => face.loaded && covers(face))) continue;
        const asked = faces.findLast((face) => face.weight === weight && covers(face));
        if (!asked?.loaded) missing.add(char);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element && !element.closest('script, style')) check(element, node.nodeValue ?? '');
    }
    // What is typed into fields (a value has no text node).
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      check(field, field.value);
    return [...missing];
  });
}

/** The faces' stylesheets the page links, and the families it has faces of. */
const linkedFaces = (page: Page) =>
  page.evaluate(() => ({
    sheets: [...document.querySelectorAll('link[data-face]')].map((link) => link.getAttribute('data-face')),
    families: [...new Set([...document.fonts].map((face) => face.family.replace(/["']/g, '')))].sort(),
  }));

describe('faces in slices, declared by a stylesheet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('loads the slices a Korean page’s text uses, once each, and only Pretendard’s', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const slices: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) slices.push(request.url());
    });
    const response = await page.goto('/ko/news');
    expect(await response?.text()).not.toContain('FontFace');
    await expect.poll(() => uncoveredCharacters(page), { timeout: 15_000 }).toEqual([]);
    expect(await linkedFaces(page)).toEqual({
      sheets: ['pretendard'],
      families: ['Pretendard', 'Pretendard Fallback'],
    });
    // A share of the slices, each fetched once, from the face's versioned folder (cached a year).
    const count = await page.evaluate(() => [...document.fonts].filter((f) => f.family === 'Pretendard').length);
    expect(slices.length).toBeGreaterThan(0);
    expect(slices.length).toBeLessThan(count);
    expect(new Set(slices).size).toBe(slices.length);
    const sheet = await page.request.get((await page.locator('link[data-face]').getAttribute('href')) ?? '');
    expect(sheet.headers()['cache-control']).toContain('immutable');
    await context.close();
  });

  it('gives text that appears later the slices it lacks', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/ko/news');
    await expect.poll(() => uncoveredCharacters(page), { timeout: 15_000 }).toEqual([]);
    // Another page, rendered by the app: its text needs slices the news list did not.
    await followInApp(page, 'nav a[href="/ko/exhibitions"]');
    await page.waitForURL('**/ko/exhibitions');
    await expect.poll(() => uncoveredCharacters(page), { timeout: 15_000 }).toEqual([]);
    // Rare syllables, bold and regular, added to the page.
    await page.evaluate(() => {
      const note = document.createElement('p');
      note.innerHTML = '똠방각하 <b>뷁쀍</b>';
      document.querySelector('main')?.append(note);
    });
    await expect.poll(() => uncoveredCharacters(page), { timeout: 15_000 }).toEqual([]);
    await context.close();
  });

  it('sets a Japanese page’s regular text in the regular face, installed or in slices', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/ja/news');
    const weights = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replace(/["']/g, '') === 'Noto Sans JP' && face.status === 'loaded')
          .map((face) => face.weight),
      );
    // Without the regular face, the browser would thicken the bold one for the body text.
    await expect.poll(async () => new Set(await weights()), { timeout: 15_000 }).toEqual(new Set(['400', '700']));
    expect((await linkedFaces(page)).sheets).toEqual(['noto-sans-jp']);
    await context.close();
  });

  it('links Noto Sans JP’s stylesheet when the app switches a Korean page to Japanese', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/ko/news');
    await page.waitForSelector('#root[data-hydrated]');
    await page.locator('#side-language').selectOption('ja');
    await page.waitForURL('**/ja/news');
    await expect.poll(async () => (await linkedFaces(page)).sheets).toEqual(['pretendard', 'noto-sans-jp']);
    await context.close();
  });
});
