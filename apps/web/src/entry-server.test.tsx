// @vitest-environment node
import { describe, expect, it } from 'vitest';
import enCommon from '@atrium/shared/locales/en/common.json';
import koCommon from '@atrium/shared/locales/ko/common.json';
import enSearch from '@atrium/shared/locales/en/search.json';
import { SEARCH_PAGE_REFUSAL } from '@atrium/shared/search-page';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { ArticleDetail } from '@atrium/shared/api/news';
import { PAGES } from '@atrium/shared/routes';
import { renderPage } from './entry-server';
import { flatten } from './test/test-i18n';
import { testSiteLinks } from './test/site-links';

const strings = { ko: { common: flatten(koCommon) }, en: { common: flatten(enCommon) } };

/** The server's renderer, as site.ssr.ts calls it: no DOM here, as on the server. */
describe('server renderer', () => {
  it('renders a public page in its language, both navigations for the CSS to pick, with no run-time styles', async () => {
    const { html, styles } = await renderPage({ url: '/en/about/history', lang: 'en', i18n: strings, prefetched: [] });
    expect(html.startsWith('<a')).toBe(true);
    expect(html).toContain(`>${enCommon.skipToContent}</a>`);
    expect(html).toContain('href="/en/about"');
    // The side drawer (desktop) and the top bar (phone): the server cannot know the screen.
    expect(html).toContain(`aria-label="${flatten(enCommon)['nav.openMenu']}"`);
    expect(html).toContain('<nav');
    expect(html).toContain('<main');
    // No streaming runtime: the CSP allows no inline script.
    expect(html).not.toContain('<script');
    // Static CSS only (docs/decisions/025-static-css-for-public-pages.md): no emotion tag, no MUI class.
    expect(styles).toBe('');
    expect(html).not.toMatch(/\bMui[A-Z]|\bcss-[\w-]+/);
  });

  it('renders the footer’s credit and contact and the side navigation’s links from the site links', async () => {
    const site = testSiteLinks;
    const { html } = await renderPage({ url: '/en/about/history', lang: 'en', i18n: strings, prefetched: [], site });
    expect(html).toContain('Operating Foundation');
    expect(html).toContain('href="mailto:desk@example.org"');
    for (const url of [site.social[0]!.url, site.iosUrl, site.androidUrl]) expect(html).toContain(`href="${url}"`);
  });

  it('writes the copyright year the server gives (the browser hydrates with the same one)', async () => {
    const { html } = await renderPage({
      url: '/en/about/history',
      lang: 'en',
      i18n: strings,
      prefetched: [],
      year: 2031,
    });
    expect(html).toContain('© 2031 Atrium Memorial');
  });

  it('renders the not-found page for an unknown address, and a fresh page per call', async () => {
    const ko = await renderPage({ url: '/ko/no-such-page', lang: 'ko', i18n: strings, prefetched: [] });
    expect(ko.html).toContain(koCommon.skipToContent);
    expect(ko.html).toContain('href="/ko/"');
    const en = await renderPage({ url: '/en/', lang: 'en', i18n: strings, prefetched: [] });
    expect(en.html).not.toContain(koCommon.skipToContent);
  });

  it('renders a page with the data the server embeds, and its full links on the site’s address', async () => {
    const article: ArticleDetail = {
      id: 7,
      newsId: 3,
      title: 'A walk in the garden',
      body: '<p>The garden opens at nine.</p>',
      news: { id: 3, title: 'The garden opens', summary: 'Spring', cover: null, publishedAt: '2026-05-01T00:00:00Z' },
      prev: null,
      next: { id: 8, title: 'Evening hours' },
      lang: 'en',
      langs: { title: 'en', body: 'en', summary: 'en' },
    };
    const { html } = await renderPage({
      url: '/en/news/3/7',
      lang: 'en',
      publicUrl: 'https://museum.example.org',
      i18n: strings,
      prefetched: [{ key: PREFETCH_KEYS.newsArticle('en', 3, 7), data: article }],
    });
    expect(html).toContain('A walk in the garden</h1>');
    expect(html).toContain('The garden opens at nine.');
    expect(html).toContain('href="/en/news/3/8"');
    // The share links carry the page's public address: the server has no window.location.
    expect(html).toContain(encodeURIComponent('https://museum.example.org/en/news/3/7'));
  });

  it('renders the search page past the address’s searches with the wait message in place of results, and its search box', async () => {
    const { html } = await renderPage({
      url: '/en/search?q=garden',
      lang: 'en',
      i18n: { ...strings, en: { ...strings.en, search: flatten(enSearch) } },
      prefetched: [{ key: PREFETCH_KEYS.search('en', 'garden', undefined, 1), data: SEARCH_PAGE_REFUSAL }],
    });
    expect(html).toContain(enSearch.tooMany);
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/en\/search"/);
    expect(html).toContain('value="garden"');
    expect(html).not.toContain(enSearch.listLabel);
  });

  it('writes no <style> into any public page, and style attributes only for places data decides', async () => {
    const offending: string[] = [];
    for (const page of PAGES.filter((p) => p.access === 'public')) {
      const url = `/en/${page.path.replace(/:\w+/g, '1')}`;
      // No embedded data: the pages that wait for theirs show their placeholders.
      const { html } = await renderPage({ url, lang: 'en', i18n: strings, prefetched: [] });
      // Each allowed by its hash in the page's CSP (apps/server/src/modules/site/site.style-sources.ts):
      // a place or width on a map or a webtoon, and a picture's focus point (ResponsivePicture).
      const dataDriven = /^\sstyle="((top|left|width):[\d.]+%;?|object-position:[\d.]+% [\d.]+%;?)+"$/;
      for (const [found] of html.matchAll(/<style\b|\sstyle="[^"]*"/g)) {
        if (!dataDriven.test(found)) offending.push(`${url}: ${found}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
