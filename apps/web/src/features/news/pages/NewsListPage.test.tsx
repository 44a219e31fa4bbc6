import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsSummary } from '@atrium/shared/api/news';
import { renderApp } from '#web/test/render-app';
import { server } from '#web/test/msw';
import { newsHandlers } from '../api/news.mocks';

/** The page's chunk is compiled on first use: slow when the whole suite runs at once. */
beforeAll(() => import('./NewsListPage'), 30_000);
const location = () => screen.getByTestId('location').textContent;
/** The pager: the navigation whose links are list pages (the test strings have no news namespace to name it by). */
const pager = () => {
  const found = screen.getAllByRole('navigation').find((nav) =>
    within(nav)
      .queryAllByRole('link')
      .some((a) => a.getAttribute('href')?.startsWith('/en/news?page=')),
  );
  if (!found) throw new Error('no pager');
  return found;
};
const pagerLinks = () => within(pager()).getAllByRole('link');

const item = (id: number): NewsSummary => ({
  id,
  title: `News ${id}`,
  summary: `Summary ${id}`,
  cover: null,
  publishedAt: '2026-11-13T01:00:00.000Z',
  articleCount: 1,
  lang: 'en',
  langs: { title: 'en', summary: 'en' },
});

/** A news API with 45 items, 20 a page; records the pages asked for. */
function newsServer(asked: number[]) {
  server.use(
    newsHandlers.list((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      asked.push(page);
      const first = (page - 1) * 20 + 1;
      const items = Array.from({ length: Math.max(0, Math.min(20, 45 - first + 1)) }, (_, i) => item(first + i));
      return { items, page, pageSize: 20, total: 45 };
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
});

describe('news list paging', () => {
  it('asks for the page in the URL and links the others as ?page= addresses', async () => {
    const asked: number[] = [];
    newsServer(asked);
    await renderApp('/en/news?page=2');
    expect(await screen.findByRole('link', { name: 'News 21' }, { timeout: 10_000 })).toBeTruthy();
    expect(asked).toEqual([2]);
    expect(screen.queryByRole('link', { name: 'News 1' })).toBeNull();
    // The pager (the side menu has its own links and current page).
    const hrefs = pagerLinks().map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/en/news', '/en/news?page=3']));
    const current = pagerLinks().filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['2', '/en/news?page=2']]);
    // An item links to its page.
    expect(screen.getByRole('link', { name: 'News 21' }).getAttribute('href')).toBe('/en/news/21');
  }, 20_000);

  it('goes to another page through its link, which changes the URL and the list', async () => {
    const asked: number[] = [];
    newsServer(asked);
    await renderApp('/en/news');
    await screen.findByRole('link', { name: 'News 1' }, { timeout: 10_000 });
    const third = pagerLinks().find((a) => a.textContent === '3');
    expect(third?.getAttribute('href')).toBe('/en/news?page=3');
    await userEvent.setup().click(third as HTMLAnchorElement);
    await waitFor(() => expect(location()).toBe('/en/news?page=3'));
    expect(await screen.findByRole('link', { name: 'News 45' })).toBeTruthy();
    expect(asked).toEqual([1, 3]);
  }, 20_000);
});
