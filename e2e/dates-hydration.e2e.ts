import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventList } from '@atrium/shared/api/events';
import { adminNewsSchema, type NewsInput } from '@atrium/shared/api/news';
import { staffApi } from './admin.support';
import { api } from './home.support';
import { deleteNews } from './news.support';
import { baseURL, launchBrowser, newContext, type Browser, type BrowserContext } from './support/browser';

/**
 * A visitor in Seoul reads, after the page has hydrated, the same text the server (in UTC: the
 * e2e server runs with TZ=UTC) wrote: every date on the public pages is written in the venue's
 * time zone on both sides (issue 39). A news item published at 17:00 UTC is already the next
 * day in Seoul: a date written in the machine's own zone reads one day on the server and the
 * next in the browser.
 */

const VISITOR_ZONE = 'Asia/Seoul';

/** The latest 17:00 UTC before now: the evening in UTC, past midnight in Seoul. */
function lateEveningUtc(): Date {
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 17));
  if (at.getTime() > now.getTime()) at.setUTCDate(at.getUTCDate() - 1);
  return at;
}

interface ProgramList {
  categories: Array<{ programs: Array<{ id: number; categoryId: number }> }>;
}

/** One page of each public type that shows a date. */
async function datedPages(newsId: number): Promise<string[]> {
  const [exhibitions, events, programs] = await Promise.all([
    api<{ items: Array<{ slug: string }> }>('/exhibitions', 'ko'),
    api<EventList>('/events', 'ko'),
    api<ProgramList>('/programs', 'ko'),
  ]);
  const event = events.inProgress[0] ?? events.upcoming[0] ?? events.past[0];
  const program = programs.categories.flatMap((category) => category.programs)[0];
  const exhibition = exhibitions.items[0];
  if (!event || !program || !exhibition) throw new Error('the demo content is missing');
  const session = (
    await api<{ sessions: Array<{ id: number }> }>(`/programs/${program.categoryId}/${program.id}`, 'ko')
  ).sessions[0];
  if (!session) throw new Error('the first program has no session');
  const programPath = `/ko/program/${program.categoryId}/${program.id}`;
  return [
    '/ko/news',
    `/ko/news/${newsId}`,
    '/ko/about/history',
    '/ko/terms/privacy',
    '/ko/edu/webtoon',
    '/ko/event',
    `/ko/event/${event.id}`,
    '/ko/exhibitions',
    `/ko/exhibitions/${exhibition.slug}`,
    programPath,
    `${programPath}/${session.id}`,
  ];
}

describe('dates before and after hydration', () => {
  let browser: Browser;
  let serverHtml: BrowserContext;
  let hydrating: BrowserContext;
  const created: number[] = [];
  let paths: string[] = [];

  beforeAll(async () => {
    const staff = await staffApi();
    const body: NewsInput = {
      title: { ko: '시간대 확인용 소식', en: 'A news item for the time zone check' },
      summary: { ko: '서울에서는 이미 다음 날', en: 'Already the next day in Seoul' },
      publishedAt: lateEveningUtc().toISOString(),
      isPublic: true,
      articles: [],
    };
    const response = await staff('/news', { method: 'POST', body });
    expect(response.status).toBe(201);
    const newsId = adminNewsSchema.parse(await response.json()).id;
    created.push(newsId);
    paths = await datedPages(newsId);
    browser = await launchBrowser();
    // The server's HTML as it is sent: no script runs.
    serverHtml = await browser.newContext({
      baseURL: baseURL(),
      javaScriptEnabled: false,
      locale: 'ko-KR',
      timezoneId: VISITOR_ZONE,
      extraHTTPHeaders: { 'x-forwarded-for': `10.253.${process.pid % 250}.1` },
    });
    hydrating = await newContext(browser, 'desktop', { locale: 'ko-KR', timezoneId: VISITOR_ZONE });
  }, 120_000);

  afterAll(async () => {
    await serverHtml?.close();
    await hydrating?.close();
    await browser?.close();
    await deleteNews(created);
  });

  it('shows the news item published late in the UTC evening on the news list', async () => {
    const list = await api<{ items: Array<{ id: number }> }>('/news', 'ko');
    expect(list.items.map((item) => item.id)).toContain(created[0]);
  });

  it('reads the same text in a browser in Seoul before and after hydration, on every page with a date', async () => {
    const differences: string[] = [];
    for (const path of paths) {
      const before = await serverHtml.newPage();
      await before.goto(path);
      const sent = await before.locator('main').innerText();
      await before.close();
      const after = await hydrating.newPage();
      // newContext's pages arrive hydrated; then whatever the page loads after has come.
      await after.goto(path);
      await after.waitForLoadState('networkidle');
      // Controls that only the script can work (copy link) are not the server's text to compare.
      await after.evaluate(() => document.querySelectorAll('main [data-script-only]').forEach((node) => node.remove()));
      const shown = await after.locator('main').innerText();
      await after.close();
      if (sent !== shown) differences.push(`${path}\n  server:   ${lineDiff(sent, shown)}`);
    }
    expect(differences, differences.join('\n')).toEqual([]);
  }, 180_000);
});

/** The first line that differs, as the server sent it and as the hydrated page shows it. */
function lineDiff(sent: string, shown: string): string {
  const [a, b] = [sent.split('\n'), shown.split('\n')];
  const at = a.findIndex((line, i) => line !== b[i]);
  const i = at === -1 ? a.length : at;
  return `${JSON.stringify(a[i])}\n  hydrated: ${JSON.stringify(b[i])}`;
}
