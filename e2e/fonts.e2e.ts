import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followInApp, launchBrowser, newContext, type Browser, type Page } from './support/browser';

/**
 * The site's faces load in slices (public/language-init.js): a Korean page gets the slices of
 * Pretendard its text uses, and only those are registered (each registered slice slows every
 * later layout of the page); text that appears later gets the slices it lacks.
 */

/** What the page's text lacks: characters shown (or typed) in Pretendard that no loaded slice of their weight covers. */
function uncoveredCharacters(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const loaded = [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Pretendard' && face.status === 'loaded')
      .map((face) => ({
        weight: Number(face.weight),
        ranges: face.unicodeRange.split(',').map((range) => {
          const [start = '0', end = start] = range.trim().replace(/^U\+/i, '').split('-');
          return [parseInt(start, 16), parseInt(end, 16)] as const;
        }),
      }));
    const missing = new Set<string>();
    const check = (element: Element, text: string) => {
      // A select draws its options' labels in its own font (and takes the widest one's width).
      const style = getComputedStyle(element.closest('select') ?? element);
      if (!/^"?Pretendard"?,/.test(style.fontFamily)) return;
      const weight = Number(style.fontWeight) > 500 ? 700 : 400;
      for (const char of text) {
        const point = char.codePointAt(0) ?? 0;
        const covers = (face: (typeof loaded)[number]) =>
          face.ranges.some(([start, end]) => point >= start && point <= end);
        // Hangul syllables are all in Pretendard. Another character (the language menu's "Français")
        // may be in no slice, and is then drawn from a fallback face; one that a slice of either
        // weight has must be in the slice of the weight it is drawn in.
        const hangul = point >= 0xac00 && point <= 0xd7a3;
        if (!hangul && !loaded.some(covers)) continue;
        const covered = loaded.some((face) => face.weight === weight && covers(face));
        if (!covered) missing.add(char);
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

/** Pretendard's registered faces: how many, and how many of them are not loaded. */
const registeredFaces = (page: Page) =>
  page.evaluate(() => {
    const faces = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Pretendard');
    return { count: faces.length, notLoaded: faces.filter((face) => face.status !== 'loaded').length };
  });

describe('faces in slices', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('loads the slices a Korean page’s text uses and registers no other', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const slices: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) slices.push(request.url());
    });
    await page.goto('/ko/news');
    await expect.poll(() => uncoveredCharacters(page), { timeout: 15_000 }).toEqual([]);
    const index = (await (await page.request.get('/fonts/pretendard/slices.json')).json()) as { slices: unknown[] };
    const faces = await registeredFaces(page);
    expect(faces.notLoaded).toBe(0);
    // Two weights of a share of the slices, each fetched once.
    expect(faces.count).toBeGreaterThan(0);
    expect(faces.count).toBeLessThan(index.slices.length);
    expect(new Set(slices).size).toBe(slices.length);
    await context.close();
  });

  it('gives text that appears later the slices it lacks', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/ko/news');
    await expect.poll(() => uncoveredCharacters(page), { timeout: 15_000 }).toEqual([]);
    // Another page, rendered by the app: its text needs slices the news list did not.
    const before = (await registeredFaces(page)).count;
    await followInApp(page, 'nav a[href="/ko/exhibitions"]');
    await page.waitForURL('**/ko/exhibitions');
    await expect.poll(() => uncoveredCharacters(page), { timeout: 15_000 }).toEqual([]);
    // A bold select (the drawer's language menu is one) of rare syllables: its options' labels are
    // drawn in its weight, though an option's own style says regular.
    await page.evaluate(() => {
      const select = document.createElement('select');
      select.className = document.querySelector('#side-language')?.className ?? '';
      select.append(new Option('뷁'), new Option('쀍'));
      document.querySelector('main')?.append(select);
    });
    await expect.poll(() => uncoveredCharacters(page), { timeout: 15_000 }).toEqual([]);
    // Rare syllables, bold and regular, added to the page.
    await page.evaluate(() => {
      const note = document.createElement('p');
      note.innerHTML = '똠방각하 <b>뷁쀍</b>';
      document.querySelector('main')?.append(note);
    });
    await expect.poll(() => uncoveredCharacters(page), { timeout: 15_000 }).toEqual([]);
    const after = await registeredFaces(page);
    expect(after.count).toBeGreaterThan(before);
    expect(after.notLoaded).toBe(0);
    // A syllable typed into the search box (a field's value has no text node).
    await page.locator('#side-search').fill('쀏');
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
    await context.close();
  });
});
