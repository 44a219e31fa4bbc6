import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@atrium/shared/languages';
import { axeViolations, baseURL, launchBrowser, openPage, watchErrors, type Browser } from './support/browser';
import { text } from './home.support';
import { loadDemo } from './support/public-pages';

/** Sharing a page (its share bar), what the server tells search engines (JSON-LD) and printing. */

/** The demo's detail pages (support/public-pages.ts) in a language. */
async function demoPaths(lang: Language) {
  const demo = await loadDemo();
  const program = `/${lang}/program/${demo.program.categoryId}/${demo.program.programId}`;
  return {
    exhibition: `/${lang}/exhibitions/${demo.exhibition}`,
    artwork: `/${lang}/artworks/${demo.artwork}`,
    event: `/${lang}/event/${demo.event}`,
    program,
    session: `${program}/${demo.program.sessionId}`,
    article: `/${lang}/news/${demo.news}/${demo.article}`,
  };
}

/** Every JSON-LD node of a page as the server sends it (JSON.parse of each script). */
async function structuredData(path: string): Promise<Array<Record<string, unknown>>> {
  const html = await (await fetch(`${baseURL()}${path}`)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
}

describe('sharing, structured data and print', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shares an exhibition, an event and an article through plain links with the page address, and copies it', async () => {
    const lang = 'ko';
    const paths = await demoPaths(lang);
    const { context, page } = await openPage(browser, lang);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = watchErrors(page);
    for (const path of [paths.exhibition, paths.event, paths.article]) {
      await page.goto(path);
      const bar = page.getByRole('region', { name: text(lang, 'common:share.heading') });
      await bar.waitFor();
      const url = encodeURIComponent(`${new URL(page.url()).origin}${path}`);
      const link = (site: string) =>
        bar.getByRole('link', { name: new RegExp(`^${text(lang, 'common:share.on', { site })}`) }).getAttribute('href');
      expect(await link('KakaoStory')).toBe(`https://story.kakao.com/share?url=${url}`);
      expect(await link('LINE')).toBe(`https://social-plugins.line.me/lineit/share?url=${url}`);
      expect(await link('X')).toMatch(new RegExp(`^https://x\\.com/intent/post\\?url=${url}&text=.+`));
      expect(await link('Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
      const mail = await bar.getByRole('link', { name: text(lang, 'common:share.email') }).getAttribute('href');
      expect(mail).toMatch(/^mailto:\?subject=.+&body=/);
      expect(mail).toContain(url);
    }
    // With JavaScript: copy link, said politely.
    const copy = page.getByRole('button', { name: text(lang, 'common:share.copyLink') });
    await page.evaluate(() => {
      const write = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = (copied: string) => {
        (window as unknown as { copied?: string }).copied = copied;
        return write(copied);
      };
    });
    await copy.click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: text(lang, 'common:share.copied') })
          .count(),
      )
      .toBe(1);
    // The site's Permissions-Policy allows writing to the clipboard, not reading it: what was written is kept aside.
    expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe(
      `${new URL(page.url()).origin}${paths.article}`,
    );
    expect(await page.locator('script[src^="http"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Without JavaScript the buttons, which could do nothing, are not there; the links are.
    const html = await (await fetch(`${baseURL()}${paths.exhibition}`)).text();
    const bar = html.slice(html.indexOf('data-share-bar'));
    expect(bar).toMatch(
      /^[^]*?<li hidden="" data-script-only=""><button[^]*?<li hidden="" data-script-only=""><button/,
    );
    expect(bar).toContain('https://story.kakao.com/share?url=');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['ko', 'ja'] as const)(
    '%s: the server writes JSON-LD with what rich results need, in the page language',
    async (lang) => {
      const paths = await demoPaths(lang);
      const [home, exhibition, event, program, session, article, artwork] = await Promise.all([
        structuredData(`/${lang}/`),
        structuredData(paths.exhibition),
        structuredData(paths.event),
        structuredData(paths.program),
        structuredData(paths.session),
        structuredData(paths.article),
        structuredData(paths.artwork),
      ]);
      const one = (nodes: Array<Record<string, unknown>>, type: string) => {
        expect(nodes.map((n) => n['@type'])).toEqual([type]);
        const node = nodes[0]!;
        expect(node['@context']).toBe('https://schema.org');
        return node;
      };
      const museum = one(home, 'Museum');
      expect(museum).toMatchObject({ name: text(lang, 'meta:siteName'), url: `${baseURL()}/${lang}/` });
      expect(museum.address).toMatchObject({ '@type': 'PostalAddress' });
      expect((museum.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);

      const dated = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})?$/;
      for (const [nodes, type] of [
        [exhibition, 'ExhibitionEvent'],
        [event, 'Event'],
        [program, 'Event'],
      ] as const) {
        const node = one(nodes, type);
        expect(node).toMatchObject({
          inLanguage: lang,
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        });
        expect(node.name).toEqual(expect.any(String));
        expect(node.startDate).toMatch(dated);
        expect((node.location as Record<string, unknown>).address).toBeTruthy();
      }
      const sessions = one(program, 'Event').subEvent as Array<Record<string, unknown>>;
      expect(sessions.length).toBeGreaterThan(0);
      // Sessions in the venue's wall time, with its offset (Asia/Seoul in the demo).
      expect(sessions[0]?.startDate).toMatch(/T\d{2}:\d{2}:\d{2}\+09:00$/);

      expect(one(session, 'Event')).toMatchObject({ superEvent: { '@type': 'Event' } });

      const news = one(article, 'NewsArticle');
      expect(news.headline).toEqual(expect.any(String));
      expect(news.datePublished).toMatch(/\+09:00$/);
      expect(news.image).toEqual([expect.stringMatching(/^https?:\/\//)]);
      expect(news.publisher).toMatchObject({ name: text(lang, 'meta:siteName') });

      const work = one(artwork, 'VisualArtwork');
      expect(work.name).toEqual(expect.any(String));
      expect(work.image).toEqual(expect.arrayContaining([expect.stringMatching(/^https?:\/\//)]));
      expect(work.inLanguage).toBe(lang);
    },
  );

  it('prints an exhibition without its navigation, share bar and controls, with where its links lead', async () => {
    const paths = await demoPaths('en');
    const { context, page } = await openPage(browser, 'en');
    await page.goto(paths.exhibition);
    await page.getByRole('region', { name: text('en', 'common:share.heading') }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const shown = (selector: string) =>
      page.locator(selector).evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).length);
    expect(await shown('header:not(main header)')).toBe(0);
    expect(await shown('#root nav')).toBe(0);
    expect(await shown('[data-share-bar]')).toBe(0);
    expect(await shown('#root button:not(:has(img, picture))')).toBe(0);
    expect(await shown('main h1')).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    const after = await page
      .locator('main a[href^="/"]:not(:has(img, picture))')
      .first()
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toMatch(/^" \(\/en\//);
    await context.close();
  });
});
