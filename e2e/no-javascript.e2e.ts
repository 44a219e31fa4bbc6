import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicAppInfo } from '@atrium/shared/api/app-info';
import type { SpaceDetail, SpaceSummary, VenuePage } from '@atrium/shared/api/content';
import type {
  ArtworkDetail,
  ArtworksResponse,
  EpicDetail,
  EpicSummary,
  ExhibitionDetail,
  ExhibitionSummary,
  WebtoonDetail,
  WebtoonSummary,
} from '@atrium/shared/api/edu';
import type { EventDetail, EventList, ProgramCategory, ProgramDetail } from '@atrium/shared/api/events';
import type { ArticleDetail, NewsDetail, NewsSummary } from '@atrium/shared/api/news';
import type { Language } from '@atrium/shared/languages';
import { href, type PageId } from '@atrium/shared/routes';
import { api, text } from './home.support';
import {
  baseURL,
  launchBrowser,
  newContext,
  watchErrors,
  type Browser,
  type BrowserContext,
  type Page,
} from './support/browser';

/**
 * With JavaScript off (as a search engine or a link preview reads a page), every public list and
 * detail page shows its content from the server's HTML, and its links are real <a href> (issue 16).
 */

/** One page type: where it is, the title and a piece of its text from the API, the links it must have. */
interface Case {
  name: string;
  path: string;
  /** The API read the page's content comes from (its HTML embeds the reply). */
  api: string;
  title: string;
  text: string;
  links: string[];
}

/**
 * The start of a text (HTML or paragraphs) as the page shows it: tags dropped, spaces collapsed,
 * up to its first line break or 24 characters (Japanese and Korean lines have few spaces).
 */
const snippet = (textOrHtml: string) =>
  (
    textOrHtml
      .replace(/<[^>]*>/g, '\n')
      .replace(/&[a-z]+;|&#\d+;/g, ' ')
      .split(/\n/)
      .find((line) => line.trim()) ?? ''
  )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 24)
    .trim();

const page0 = <T>(items: T[], what: string): T => {
  const first = items[0];
  if (!first) throw new Error(`the demo has no ${what}`);
  return first;
};

/** Each page type in one language (several languages across the set), with the demo's first items. */
async function loadCases(): Promise<Case[]> {
  const path = (lang: Language, id: PageId, params: Record<string, string | number> = {}) => href(lang, id, params);

  const news = page0((await api<{ items: NewsSummary[] }>('/news', 'en')).items, 'news');
  const newsItem = await api<NewsDetail>(`/news/${news.id}`, 'en');
  const articleLink = page0(newsItem.articles, 'news article');
  const article = await api<ArticleDetail>(`/news/${news.id}/${articleLink.id}`, 'en');

  const events = await api<EventList>('/events', 'ja');
  const eventSummary = page0([...events.inProgress, ...events.upcoming, ...events.past], 'event');
  const event = await api<EventDetail>(`/events/${eventSummary.id}`, 'ja');
  const { categories } = await api<{ categories: ProgramCategory[] }>('/programs', 'ja');
  const programSummary = page0(
    categories.flatMap((c) => c.programs),
    'program',
  );
  const program = await api<ProgramDetail>(`/programs/${programSummary.categoryId}/${programSummary.id}`, 'ja');

  const shows = (await api<{ items: ExhibitionSummary[] }>('/exhibitions', 'en')).items;
  const show = await api<ExhibitionDetail>(`/exhibitions/${page0(shows, 'exhibition').slug}`, 'en');
  const artworks = (await api<ArtworksResponse>('/artworks', 'fr')).items;
  const artwork = await api<ArtworkDetail>(`/artworks/${page0(artworks, 'artwork').id}`, 'fr');

  const spaces = await api<SpaceSummary[]>('/spaces', 'ko');
  const space = await api<SpaceDetail>(`/spaces/${page0(spaces, 'space').slug}`, 'ko');
  const history = await api<VenuePage>('/pages/history', 'es');
  const app = await api<PublicAppInfo>('/app', 'fr');

  const webtoons = (await api<{ items: WebtoonSummary[] }>('/edu/webtoons', 'ja')).items;
  const webtoon = await api<WebtoonDetail>(`/edu/webtoons/${page0(webtoons, 'webtoon').id}`, 'ja');
  const epics = (await api<{ items: EpicSummary[] }>('/edu/epic', 'en')).items;
  const epic = await api<EpicDetail>(`/edu/epic/${page0(epics, 'epic episode').id}`, 'en');

  const firstSection = (sections: Array<{ html: string }>, or: string) => sections[0]?.html ?? or;
  return [
    {
      name: 'news list',
      path: path('en', 'news'),
      api: '/news',
      title: news.title,
      text: news.summary,
      links: [path('en', 'newsItem', { id: news.id })],
    },
    {
      name: 'news article',
      path: path('en', 'newsArticle', { id: news.id, aid: article.id }),
      api: `/news/${news.id}/${article.id}`,
      title: article.title,
      text: article.body,
      links: [path('en', 'newsItem', { id: news.id })],
    },
    {
      name: 'events list',
      path: path('ja', 'event'),
      api: '/events',
      title: eventSummary.title,
      text: eventSummary.summary,
      links: [path('ja', 'eventDetail', { id: eventSummary.id })],
    },
    {
      name: 'event',
      path: path('ja', 'eventDetail', { id: event.id }),
      api: `/events/${event.id}`,
      title: event.title,
      text: event.body,
      links: event.programs.map((p) => path('ja', 'program', { categoryId: p.categoryId, programId: p.programId })),
    },
    {
      name: 'program',
      path: path('ja', 'program', { categoryId: program.categoryId, programId: program.id }),
      api: `/programs/${program.categoryId}/${program.id}`,
      title: program.title,
      text: program.description || program.summary,
      links: program.event ? [path('ja', 'eventDetail', { id: program.event.id })] : [],
    },
    {
      name: 'exhibitions list',
      path: path('en', 'exhibitions'),
      api: '/exhibitions',
      title: page0(shows, 'exhibition').title,
      text: page0(shows, 'exhibition').summary,
      links: [path('en', 'exhibition', { slug: show.slug })],
    },
    {
      name: 'exhibition',
      path: path('en', 'exhibition', { slug: show.slug }),
      api: `/exhibitions/${show.slug}`,
      title: show.title,
      text: show.description || show.summary,
      links: show.artworks[0] ? [path('en', 'artwork', { id: show.artworks[0].id })] : [],
    },
    {
      name: 'artwork',
      path: path('fr', 'artwork', { id: artwork.id }),
      api: `/artworks/${artwork.id}`,
      title: artwork.title,
      text: artwork.content,
      links: artwork.next ? [path('fr', 'artwork', { id: artwork.next.id })] : [],
    },
    {
      name: 'spaces list',
      path: path('ko', 'spaces'),
      api: '/spaces',
      title: page0(spaces, 'space').name,
      text: page0(spaces, 'space').summary,
      links: [path('ko', 'space', { slug: space.slug })],
    },
    {
      name: 'space',
      path: path('ko', 'space', { slug: space.slug }),
      api: `/spaces/${space.slug}`,
      title: space.name,
      text: firstSection(space.sections, space.summary),
      links: [],
    },
    {
      name: 'venue page',
      path: path('es', 'aboutHistory'),
      api: '/pages/history',
      title: history.title,
      text: firstSection(history.sections, history.summary),
      links: [],
    },
    {
      name: 'app page',
      path: path('fr', 'app'),
      api: '/app',
      title: text('fr', 'home:app.title'),
      text: app.notice.text,
      links: [app.iosUrl, app.androidUrl].filter(Boolean),
    },
    {
      name: 'webtoon list',
      path: path('ja', 'webtoons'),
      api: '/edu/webtoons',
      title: page0(webtoons, 'webtoon').title,
      text: page0(webtoons, 'webtoon').summary,
      links: [path('ja', 'webtoon', { id: webtoon.id })],
    },
    {
      name: 'webtoon episode',
      path: path('ja', 'webtoon', { id: webtoon.id }),
      api: `/edu/webtoons/${webtoon.id}`,
      title: webtoon.title,
      text: webtoon.summary,
      links: webtoon.next ? [path('ja', 'webtoon', { id: webtoon.next.id })] : [],
    },
    {
      name: 'epic list',
      path: path('en', 'eduEpics'),
      api: '/edu/epic',
      title: page0(epics, 'epic episode').title,
      text: page0(epics, 'epic episode').summary,
      links: [path('en', 'eduEpic', { id: epic.id })],
    },
    {
      name: 'epic episode',
      path: path('en', 'eduEpic', { id: epic.id }),
      api: `/edu/epic/${epic.id}`,
      title: epic.title,
      text: firstSection(epic.sections, epic.summary),
      links: epic.next ? [path('en', 'eduEpic', { id: epic.next.id })] : [],
    },
  ];
}

const normalized = (s: string | null) => (s ?? '').replace(/\s+/g, ' ');

describe('public pages without JavaScript', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cases: Case[];
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({
      baseURL: baseURL(),
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': '10.251.0.1' },
    });
    page = await context.newPage();
    cases = await loadCases();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows every list and detail page’s title, text and links from the server’s HTML', async () => {
    const problems: string[] = [];
    for (const c of cases) {
      const response = await page.goto(c.path);
      if (response?.status() !== 200) {
        problems.push(`${c.name} (${c.path}): status ${response?.status()}`);
        continue;
      }
      const main = normalized(await page.locator('main').first().textContent());
      if (!main.includes(normalized(c.title))) problems.push(`${c.name} (${c.path}): no title “${c.title}”`);
      const text = snippet(c.text);
      if (!text) problems.push(`${c.name}: the API gave no text to look for`);
      else if (!main.includes(text)) problems.push(`${c.name} (${c.path}): no text “${text}”`);
      const headings = await page.locator('h1').allTextContents();
      if (headings.length === 0) problems.push(`${c.name} (${c.path}): no <h1>`);
      for (const link of c.links) {
        if ((await page.locator(`main a[href="${link}"]`).count()) === 0) {
          problems.push(`${c.name} (${c.path}): no <a href="${link}">`);
        }
      }
      // Content placeholders wait for a script that never runs.
      const skeletons = await page.locator('main [data-skeleton]').count();
      if (skeletons > 0) problems.push(`${c.name} (${c.path}): ${skeletons} skeletons`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('sets a page’s heading in its language’s face, from the stylesheet the server links', async () => {
    // docs/decisions/028-faces-from-css.md: no script builds the faces; the page's stylesheet declares them.
    const heading = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const h1 = document.querySelector('h1');
        const style = h1 && getComputedStyle(h1);
        const face = style?.fontFamily.split(',')[0]?.replace(/["']/g, '').trim() ?? '';
        const text = h1?.textContent?.replace(/\s+/g, '') ?? '';
        const weight = Number(style?.fontWeight) > 500 ? '700' : '400';
        const point = text.codePointAt(0) ?? 0;
        // The slice of the heading's weight the browser asks first for its first character (the
        // last declared whose range holds it: scripts/font-ranges.mjs), loaded.
        const asked = [...document.fonts].findLast(
          (f) =>
            f.family.replace(/["']/g, '') === face &&
            f.weight === weight &&
            f.unicodeRange.split(',').some((range) => {
              const [from = '0', to = from] = range.trim().replace(/^U\+/i, '').split('-');
              return point >= parseInt(from, 16) && point <= parseInt(to, 16);
            }),
        );
        return {
          linked: [...document.querySelectorAll('link[data-face]')].map((link) => link.getAttribute('data-face')),
          face,
          drawn: asked?.status === 'loaded',
        };
      });
    await page.goto('/ko/news');
    expect(await heading()).toEqual({ linked: ['pretendard'], face: 'Pretendard', drawn: true });
    await page.goto('/ja/news');
    expect(await heading()).toEqual({ linked: ['noto-sans-jp'], face: 'Noto Sans JP', drawn: true });
  });

  it('hydrates each page on the data in its HTML: no read of it again, no errors', async () => {
    const scripted = await newContext(browser, 'desktop');
    try {
      const tab = await scripted.newPage();
      const errors = watchErrors(tab);
      const reads: string[] = [];
      tab.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) reads.push(pathname.slice('/api'.length));
      });
      const problems: string[] = [];
      for (const c of cases) {
        reads.length = 0;
        await tab.goto(c.path);
        const main = normalized(await tab.locator('main').first().textContent());
        if (!main.includes(normalized(c.title))) problems.push(`${c.name}: no title once hydrated`);
        if (reads.includes(c.api)) problems.push(`${c.name}: read ${c.api} again`);
        problems.push(...errors.splice(0).map((e) => `${c.name}: ${e.slice(0, 120)}`));
      }
      expect(problems).toEqual([]);
    } finally {
      await scripted.close();
    }
  }, 120_000);
});

/**
 * A member's page and the check-in without JavaScript (docs/decisions/023-forms-answered-by-the-server.md):
 * the session lives in browser storage, so the server cannot answer them. A member page says that
 * it needs JavaScript and offers sign-in; the event page offers sign-in in place of the check-in.
 * Either sign-in link comes back to the page.
 */
