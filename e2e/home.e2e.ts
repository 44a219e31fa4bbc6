import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hotspot, SlidesResponse, SpaceSummary, VenuePage } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import type { TodayResponse } from '@atrium/shared/api/today';
import {
  axeViolations,
  baseURL,
  followInApp,
  launchBrowser,
  openPage,
  watchErrors,
  type Browser,
  type Page,
} from './support/browser';
import {
  activeMainSlide,
  api,
  mainCarousel,
  slidesIn,
  slidesInView,
  swiperSlidesPerView,
  text,
  waitForMainSwiper,
} from './home.support';

/** The home page, the spaces pages and the venue pages as visitors meet them, on the seeded demo content. */
describe('home, spaces and venue pages', () => {
  let browser: Browser;
  let slides: SlidesResponse;
  beforeAll(async () => {
    browser = await launchBrowser();
    slides = await slidesIn('en');
  });
  afterAll(() => browser.close());

  const open = (lang: Language = 'en', device: 'desktop' | 'phone' = 'desktop') => openPage(browser, lang, device);
  const heroTitle = (page: Page) => mainCarousel(page, 'en').locator('.swiper-slide-active p').innerText();
  const heroImage = (page: Page) =>
    mainCarousel(page, 'en')
      .locator('.swiper-slide-active img')
      .evaluate((img: HTMLImageElement) => img.currentSrc);
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('renders the home page from the HTML data, reusing the preloaded hero picture', async () => {
    const { context, page } = await open('ko');
    const errors = watchErrors(page);
    const reads: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(slides|spaces\/hotspots)/.test(r.url())) reads.push(r.url());
    });
    await page.goto('/ko/');
    await waitForMainSwiper(page, 'ko');
    const first = mainCarousel(page, 'ko').locator('img').first();
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await mainCarousel(page, 'ko').locator('img[fetchpriority="high"]').count()).toBe(1);
    // The AVIF source is picked, and the only download of it is the server's preload.
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 10_000 })
      .toMatch(/main-1-pc\.jpg\?w=\d+&f=avif/);
    const downloads = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => e.name.includes('main-1-pc.jpg')).length,
    );
    expect(downloads).toBe(1);
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the mobile titles and pictures below 600 px and the pc ones from 600 px', async () => {
    const { context, page } = await open('en', 'phone');
    await page.goto('/en/');
    await waitForMainSwiper(page, 'en');
    // Stay on the first slide while resizing.
    await page.getByRole('button', { name: text('en', 'home:main.pause') }).click();
    const [first] = slides.mainSlides;
    expect(await heroTitle(page)).toBe(first?.mobile_title);
    expect(await heroImage(page)).toContain('main-1-mobile.jpg');
    for (const width of [600, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => heroTitle(page)).toBe(first?.title);
      // The server makes a rendition on its first request: allow for that.
      await expect.poll(() => heroImage(page), { timeout: 10_000 }).toContain('main-1-pc.jpg');
    }
    await page.setViewportSize({ width: 599, height: 800 });
    await expect.poll(() => heroTitle(page)).toBe(first?.mobile_title);
    await context.close();
  });

  it('shows a skeleton while the slides load, and skips a slide without a picture for the screen size', async () => {
    const { context, page } = await open('en');
    // The home page's own HTML carries the slides: come from another page so the app asks the API.
    const [withoutPc, ...rest] = slides.mainSlides;
    const changed = { ...slides, mainSlides: [{ ...withoutPc, pc_img_url: '', pc_img: null }, ...rest] };
    await page.route('**/api/slides', async (route) => {
      await wait(700);
      await route.fulfill({ json: changed });
    });
    await page.goto('/en/news');
    await page.getByRole('link', { name: text('en', 'common:nav.logoHome') }).click();
    // The carousels' skeleton, first on the page (the visit panel below waits for its data too).
    await page
      .getByRole('status', { name: text('en', 'common:loading') })
      .first()
      .waitFor();
    await waitForMainSwiper(page, 'en');
    const titles = await mainCarousel(page, 'en').locator('.swiper-slide p').allInnerTexts();
    expect(titles.sort()).toEqual(rest.map((s) => s.title).sort());
    await context.close();
  });

  it('shows "Today at the memorial" in place of the strip, readable with JavaScript off, nothing moving in it', async () => {
    const today = await api<TodayResponse>('/today', 'en');
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/en/');
    const block = page.getByRole('region', { name: text('en', 'home:today.title'), exact: true });
    await block.waitFor();
    const events = today.events.when === 'next' ? 'home:today.eventsNext' : 'home:today.eventsToday';
    await block.getByRole('heading', { name: text('en', events) }).waitFor();
    const first = today.exhibitions[0];
    if (first)
      expect(await block.getByRole('link', { name: first.title }).getAttribute('href')).toBe(
        `/en/exhibitions/${first.slug}`,
      );
    // One carousel on the page (the main one), and nothing in the block to play or pause.
    expect(await page.locator('section[aria-roledescription]').count()).toBe(1);
    expect(await block.getByRole('button').count()).toBe(0);
    await context.close();
  });

  it('moves the main carousel every 5 s until paused; a slide click follows its link', async () => {
    const { context, page } = await open('en');
    await page.goto('/en/');
    await waitForMainSwiper(page, 'en');
    await expect.poll(() => activeMainSlide(page, 'en')).toBe(1);
    const pause = page.getByRole('button', { name: text('en', 'home:main.pause') });
    await pause.click();
    await page.getByRole('button', { name: text('en', 'home:main.play') }).waitFor();
    const shown = await activeMainSlide(page, 'en');
    await wait(6500);
    expect(await activeMainSlide(page, 'en')).toBe(shown);
    // The title's link covers the whole slide: a click on the picture follows it.
    await mainCarousel(page, 'en').locator('.swiper-slide-active').click();
    await page.waitForURL(`**/en/${slides.mainSlides[shown]?.link}`);
    await context.close();
  });

  it('keeps every carousel still under prefers-reduced-motion', async () => {
    const { context, page } = await open('en');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/');
    // Nothing to move: Swiper waits for the visitor to reach for the carousel.
    await wait(1500);
    expect(await mainCarousel(page, 'en').locator('.swiper').count()).toBe(0);
    await waitForMainSwiper(page, 'en');
    await wait(6500);
    expect(await activeMainSlide(page, 'en')).toBe(0);
    expect(await page.getByRole('button', { name: text('en', 'home:main.play') }).count()).toBe(1);
    await context.close();
  });

  it('opens hotspot popups above or below their marker, by hover or keyboard, and leads to the space', async () => {
    const { context, page } = await open('en');
    const { items } = await api<{ items: Hotspot[] }>('/spaces/hotspots', 'en');
    await page.goto('/en/');
    // The page arrives rendered and hydrates after: pointing before then may meet a layout
    // still settling (the carousels mount once hydrated).
    await waitForMainSwiper(page, 'en');
    const map = page.getByRole('region', { name: text('en', 'home:panels.spaces.title') });
    const marker = (h: Hotspot) => map.getByRole('link', { name: h.title, exact: true });
    // The popup's picture fills it (105×105).
    const popup = (h: Hotspot) => marker(h).locator('img');
    for (const direction of ['bottom', 'top'] as const) {
      const hotspot = items.find((h) => h.direction === direction);
      if (!hotspot) throw new Error(`no ${direction} hotspot`);
      await marker(hotspot).hover();
      await expect.poll(() => popup(hotspot).isVisible()).toBe(true);
      const m = await marker(hotspot).boundingBox();
      const p = await popup(hotspot).boundingBox();
      if (!m || !p) throw new Error('no boxes');
      expect([Math.round(p.width), Math.round(p.height)]).toEqual([105, 105]);
      if (direction === 'bottom') expect(p.y).toBeGreaterThanOrEqual(m.y + m.height);
      else expect(p.y + p.height).toBeLessThanOrEqual(m.y);
    }
    // Keyboard: Tab onto a marker shows its popup; Escape hides it.
    await page.mouse.move(0, 0);
    const [a, b] = items;
    if (!a || !b) throw new Error('two hotspots expected');
    expect(await marker(b).getAttribute('aria-describedby')).toBeTruthy();
    await marker(a).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => popup(b).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup(b).isVisible()).toBe(false);
    await marker(a).click();
    await page.waitForURL(`**/en/${a.link}`);
    await page.getByRole('heading', { level: 1, name: a.title }).waitFor();
    await context.close();
  });

  it('shows 1, 1.5, 2 and 2.5 education cards at 390, 800, 1100 and 1700 px (420×320 on wide screens), with arrows hidden at the ends', async () => {
    const { context, page } = await open('en');
    const swiper = page.getByRole('region', { name: text('en', 'home:edu.title'), exact: true }).locator('.swiper');
    for (const [width, perView] of [
      [390, 1],
      [800, 1.5],
      [1100, 2],
      [1700, 2.5],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/');
      // Swiper loads once the carousel comes within a screen of the viewport.
      await page.getByRole('region', { name: text('en', 'home:edu.title'), exact: true }).scrollIntoViewIfNeeded();
      await swiper.and(page.locator('.swiper-initialized')).waitFor();
      expect(await swiperSlidesPerView(swiper)).toBe(perView);
      expect(Math.abs((await slidesInView(swiper)) - perView)).toBeLessThanOrEqual(0.15);
      if (width >= 1000) {
        // Wide screens: each card and its picture are 420 wide, the picture 320 high (docs/spec/product-spec.md §9).
        const card = await swiper.locator('.swiper-slide').first().boundingBox();
        const picture = await swiper.locator('.swiper-slide').first().locator('img').boundingBox();
        expect(Math.round(card?.width ?? 0), `card at ${width}`).toBe(420);
        expect([Math.round(picture?.width ?? 0), Math.round(picture?.height ?? 0)], `picture at ${width}`).toEqual([
          420, 320,
        ]);
      }
    }
    const previous = page.getByRole('button', { name: text('en', 'home:carousel.previous') });
    const next = page.getByRole('button', { name: text('en', 'home:carousel.next') });
    expect([await previous.isVisible(), await next.isVisible()]).toEqual([false, true]);
    for (let i = 0; i < 10 && (await next.isVisible()); i += 1) {
      await next.click();
      await wait(500);
    }
    expect([await previous.isVisible(), await next.isVisible()]).toEqual([true, false]);
    // The pressed arrow hid: keyboard focus went to the other one rather than being lost.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      text('en', 'home:carousel.previous'),
    );
    // A click anywhere on a card follows its link.
    await page.goto('/en/');
    await page.getByRole('region', { name: text('en', 'home:edu.title'), exact: true }).scrollIntoViewIfNeeded();
    await swiper.locator('.swiper-slide').first().click();
    await page.waitForURL(`**/en/${slides.eduSlides[0]?.link}`);
    await context.close();
  });

  it('lists the family sites in three category columns on desktop and two per row on a phone, in new tabs', async () => {
    const { context, page } = await open('en');
    await page.goto('/en/');
    const region = page.getByRole('region', { name: text('en', 'home:familySites.title') });
    const headings = region.getByRole('heading', { level: 3 });
    // The panel comes after hydration, its sites and the page's strings: on a loaded machine
    // (the full suite, two browsers beside their servers) that took more than 30 s once.
    await headings.first().waitFor({ timeout: 60_000 });
    const boxes = await Promise.all((await headings.all()).map((h) => h.boundingBox()));
    expect(new Set(boxes.map((b) => Math.round(b?.x ?? 0))).size).toBe(3);
    expect(new Set(boxes.map((b) => Math.round(b?.y ?? 0))).size).toBe(1);
    const links = region.getByRole('link');
    expect(await links.count()).toBe(10);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.innerText()).toContain(text('en', 'home:newTab'));
    }
    const familyColumn = region.locator('[data-category="family"] a');
    const xs = async () =>
      new Set(await familyColumn.evaluateAll((as) => as.map((a) => Math.round(a.getBoundingClientRect().x))));
    expect((await xs()).size).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await xs()).size).toBe(2);
    await context.close();
  });

  it('lists the spaces and opens one; an unknown space is not found', async () => {
    const { context, page } = await open('en');
    const spaces = await api<SpaceSummary[]>('/spaces', 'en');
    await page.goto('/en/spaces');
    const cards = page.getByRole('main').getByRole('article');
    await expect.poll(() => cards.count()).toBe(spaces.length);
    expect(await cards.first().locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(/f=avif \d+w/);
    const [first] = spaces;
    await cards.first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: first?.name }).waitFor();
    await expect.poll(() => page.title()).toBe(`${first?.name} | ${text('en', 'meta:siteName')}`);
    const response = await page.goto('/en/spaces/no-such-space');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: text('en', 'common:notFound') }).waitFor();
    await context.close();
  });

  it('says when a page is shown in a fallback language, marking its text', async () => {
    const { context, page } = await open('en');
    const english = await api<VenuePage>('/pages/about', 'en');
    await page.route('**/api/pages/about', (route) => route.fulfill({ json: english }));
    // The server renders the page with its own data: reach it in the app, which asks the API.
    await page.goto('/es/news');
    await followInApp(page, 'footer a[href="/es/about"]');
    await page.getByRole('note').getByText('Se muestra en inglés hasta que el texto en español esté listo').waitFor();
    expect(await page.locator('article[lang="en"] h1').innerText()).toBe(english.title);
    await context.close();
  });

  it('offers the app in the stores with the release date in the page language', async () => {
    const { context, page } = await open('ko');
    await page.goto('/ko/app');
    const store = page.getByRole('link', { name: new RegExp(text('ko', 'home:app.appStore')) });
    expect(await store.getAttribute('target')).toBe('_blank');
    await page.getByText(text('ko', 'home:app.releaseDate', { date: '2026년 4월 10일' })).waitFor();
    await context.close();
  });

  it('turns the brochure pages with buttons, arrow keys and swipes', async () => {
    const { context, page } = await open('en', 'phone');
    const brochure = await api<VenuePage>('/pages/brochure', 'en');
    const total = brochure.sections.length;
    await page.goto('/en/brochure');
    const counter = page.getByText(new RegExp(`^\\d+ / ${total}$`));
    const at = async () => Number((await counter.innerText()).split(' / ')[0]);
    expect(await at()).toBe(1);
    const previous = page.getByRole('button', { name: text('en', 'home:brochure.previous') });
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('button', { name: text('en', 'home:brochure.next') }).click();
    expect(await at()).toBe(2);
    await page.keyboard.press('ArrowRight');
    expect(await at()).toBe(3);
    await page.keyboard.press('ArrowLeft');
    expect(await at()).toBe(2);
    const swipe = (from: number, to: number) =>
      page.getByRole('region', { name: text('en', 'home:brochure.label') }).evaluate(
        (el, [x0, x1]) => {
          const event = (type: string, clientX: number) =>
            new PointerEvent(type, { pointerType: 'touch', pointerId: 7, clientX, clientY: 300, bubbles: true });
          el.dispatchEvent(event('pointerdown', x0 ?? 0));
          el.dispatchEvent(event('pointerup', x1 ?? 0));
        },
        [from, to],
      );
    await swipe(300, 80);
    expect(await at()).toBe(3);
    await swipe(80, 300);
    expect(await at()).toBe(2);
    await context.close();
  });

  describe('accessibility (axe-core)', () => {
    const paths = ['/', '/spaces', '/spaces/main-hall', '/about/history', '/about', '/about/sunghwa', '/ceremony'];
    const more = ['/terms/service', '/terms/privacy', '/app', '/brochure'];
    // In English: layout-shift.e2e.ts checks every Korean public page, light and dark.
    const cases = [...paths, ...more].map((path) => ['en', path] as const);
    it.each(cases)('%s %s has no violations', async (lang, path) => {
      const { context, page } = await open(lang);
      await page.goto(`/${lang}${path}`);
      await page.waitForSelector('main h1');
      if (path === '/') await waitForMainSwiper(page, lang);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  });
});
