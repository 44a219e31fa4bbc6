import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES as ROUTES } from '@atrium/shared/routes';
import { axeViolations, launchBrowser, newContext, type Browser, type Page } from './support/browser';
import { loadDemo, PUBLIC_PAGES as PAGES, type Demo } from './support/public-pages';

/**
 * Every public page type at 1440×900 (issue 16): it loads without jumping, scrolling it moves
 * nothing (the side drawer narrows from 440 to 97 px as the page leaves its top, and the page
 * beside it must not jump), and axe finds nothing in the light or the dark colour scheme.
 */

/** Cumulative layout shift the page stays under while it is scrolled down and back up. */
const MAX_SHIFT = 0.02;
/** … and while it loads, the faces arriving after the first paint included ("good" CLS is under 0.1). */
const MAX_LOAD_SHIFT = 0.1;
/**
 * The faces' slices are held back this long, as on a real network where they arrive after the
 * page has painted in the fallback face: their swap is part of what the load may not shift.
 */
const FONT_DELAY_MS = 300;

/** The Layout Instability API's entry (not in TypeScript's DOM types yet). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
}

declare global {
  interface Window {
    /** Sum of the layout shifts recorded since the page loaded (not caused by input). */
    __layoutShift?: number;
    /** What moved, for the failure message: element, and its box before → after. */
    __shifted?: string[];
  }
}

/**
 * Scrolls to the bottom a screen at a time and back to the top. Returns the side drawer's width
 * once scrolled and back at the top (null if the page had none), so the test knows it narrowed.
 */
function scrollDownAndUp(page: Page) {
  return page.evaluate(async () => {
    const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
    // The side drawer: the site header that runs the window's full height.
    const drawerWidth = () => {
      const boxes = [...document.querySelectorAll('header')].map((header) => header.getBoundingClientRect());
      return boxes.find((box) => box.height === innerHeight)?.width ?? null;
    };
    // The 200 ms scroll throttle, then the drawer's 225 ms transition (later on a busy machine):
    // until the drawer has the width the spec gives it there, at most 5 s; the test checks it.
    const drawerSettled = async () => {
      const target = scrollY > 0 ? 97 : 440;
      for (let waited = 0; waited < 5000; waited += 50) {
        const width = drawerWidth();
        if (width === null || width === target) break;
        await wait(50);
      }
      await wait(100);
    };
    const step = innerHeight;
    scrollTo(0, Math.min(step, document.documentElement.scrollHeight - innerHeight));
    await drawerSettled();
    // A page shorter than the window (a sign-in form) cannot leave its top: the drawer stays open.
    const scrolls = scrollY > 0;
    const scrolled = drawerWidth();
    // Each screen gets a moment for what appears in it (lazy pictures, Suspense parts).
    for (let y = 2 * step; y < document.documentElement.scrollHeight; y += step) {
      scrollTo(0, y);
      await wait(150);
    }
    for (let y = scrollY - step; y > 0; y -= step) {
      scrollTo(0, y);
      await wait(100);
    }
    scrollTo(0, 0);
    await drawerSettled();
    return { scrolls, widths: { scrolled, top: drawerWidth() } };
  });
}

/** A page in a fresh context (nothing cached: the faces download as on a first visit), counting its layout shifts. */
async function coldPage(browser: Browser): Promise<Page> {
  // A visitor in Seoul against the e2e server in UTC: a date written in either machine's zone would
  // differ as the page hydrates, which fails the test (e2e/support/server-ready.ts).
  const page = await (await newContext(browser, 'desktop', { timezoneId: 'Asia/Seoul' })).newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.route('**/fonts/**/*.woff2', async (route) => {
    await new Promise((done) => setTimeout(done, FONT_DELAY_MS));
    await route.continue();
  });
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    window.__shifted = [];
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
        for (const { node, previousRect, currentRect } of entry.sources) {
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : node?.nodeName;
          window.__shifted?.push(`${entry.value.toFixed(4)} ${name}: ${box(previousRect)} → ${box(currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return page;
}

/** The shifts counted so far and what moved; the count starts again. */
const takeShifts = (page: Page) =>
  page.evaluate(() => {
    const taken = { sum: window.__layoutShift ?? 0, moved: window.__shifted ?? [] };
    window.__layoutShift = 0;
    window.__shifted = [];
    return taken;
  });

describe('every public page: still while loading and scrolling, accessible light and dark, without run-time styles (1440×900)', () => {
  let browser: Browser;
  let demo: Demo;

  beforeAll(async () => {
    browser = await launchBrowser();
    demo = await loadDemo();
  });
  afterAll(() => browser.close());

  it('covers every page a visitor reaches without signing in', () => {
    const open = ROUTES.filter((route) => route.access !== 'member').map((route) => route.id);
    expect(PAGES.map((page) => page.id).sort()).toEqual([...open].sort());
  });

  it.for(PAGES)('$id', async ({ path: pathOf }) => {
    const path = pathOf(demo);
    const page = await coldPage(browser);
    const scripts: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    try {
      const html = await (await page.goto(path))?.text();
      await page.waitForLoadState('networkidle');
      // Static CSS only (docs/decisions/025-static-css-for-public-pages.md): no emotion style tag or
      // MUI class in the server's HTML, and neither emotion's nor MUI's code in what the page loads.
      expect(html).not.toMatch(/data-emotion|class="[^"]*\bMui/);
      const runtime = (await Promise.all(scripts)).find((text) =>
        /data-emotion|["'`]Mui[A-Z][A-Za-z]*["'`]/.test(text),
      );
      expect(
        runtime?.match(/.{0,60}(data-emotion|["'`]Mui[A-Z][A-Za-z]*["'`]).{0,60}/)?.[0],
        `${path} loads MUI or emotion`,
      ).toBeUndefined();
      // The page's face (docs/decisions/028-faces-from-css.md) has a slice in: its swap is part of the
      // load measured. fonts.ready then waits for the slices still on their way.
      await page.waitForFunction(() =>
        [...document.fonts].some(
          (face) => face.family.includes('Pretendard') && !face.family.includes('Fallback') && face.status === 'loaded',
        ),
      );
      await page.evaluate(() => document.fonts.ready);
      // A frame for the faces that just arrived to be laid out.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const load = await takeShifts(page);
      const { scrolls, widths } = await scrollDownAndUp(page);
      const scroll = await takeShifts(page);
      console.log(`${path}: layout shift ${load.sum.toFixed(3)} loading, ${scroll.sum.toFixed(3)} scrolling`);
      expect(load.sum, `${path} moved while loading:\n${load.moved.slice(0, 8).join('\n')}`).toBeLessThan(
        MAX_LOAD_SHIFT,
      );
      expect(scroll.sum, `${path} moved:\n${scroll.moved.slice(0, 8).join('\n')}`).toBeLessThan(MAX_SHIFT);
      // The drawer did narrow and widen again (docs/spec/product-spec.md §2: 440px at the top, 97px
      // scrolled), on every page (docs/decisions/033-one-frame.md).
      expect(widths).toEqual({ scrolled: scrolls ? 97 : 440, top: 440 });
      expect(await axeViolations(page), `${path} light`).toEqual([]);
      // The system's dark preference (the colour mode's default, "system") turns the page dark.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-dark'));
      expect(await axeViolations(page), `${path} dark`).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
