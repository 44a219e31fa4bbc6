import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SearchHit, SearchResponse } from '@atrium/shared/api/search';
import { renderApp } from '#web/test/render-app';
import { server } from '#web/test/msw';
import { searchHandlers } from '#web/components/search/search.mocks';
import { apiError } from '#web/test/http';

/** The page's chunk is compiled on first use: slow when the whole suite runs at once. */
beforeAll(() => import('./SearchPage'), 30_000);

const hit = (id: number, extra: Partial<SearchHit> = {}): SearchHit => ({
  type: 'news',
  id: String(id),
  title: `Garden news ${id}`,
  snippet: `…the <mark>garden</mark> opens &amp; closes ${id}`,
  url: `/en/news/${id}`,
  lang: 'en',
  ...extra,
});

/** A search API answering `reply` for every query; records the queries asked. */
function searchServer(reply: SearchResponse, asked: URLSearchParams[] = []) {
  server.use(
    searchHandlers.search((request) => {
      asked.push(new URL(request.url).searchParams);
      return reply;
    }),
  );
  return asked;
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
});

/** The count above the list (the page's status line; the layout has other status regions). */
const count = () => document.querySelector('main [role="status"]')?.textContent;
const results = () => screen.findByRole('list', { name: 'Search results' }, { timeout: 10_000 });

describe('the search page', () => {
  it('shows the count and the hits of ?q=, each linking to its page with the match highlighted', async () => {
    const asked = searchServer({ items: [hit(1), hit(2)], total: 2 });
    const view = await renderApp('/en/search?q=garden');
    const list = await results();
    expect(asked.map((p) => [p.get('q'), p.get('type'), p.get('page')])).toEqual([['garden', null, '1']]);
    expect(count()).toBe('Results for “garden”: 2');
    const link = within(list).getByRole('link', { name: 'Garden news 1' });
    expect(link.getAttribute('href')).toBe('/en/news/1');
    const marks = [...list.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['garden', 'garden']);
    expect(list.textContent).toContain('opens & closes 1');
    // The field holds the query, and the form works without JavaScript (GET to this page).
    const form = view.container.querySelector('main form[role="search"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/en/search');
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveProperty('value', 'garden');
  }, 20_000);

  it('renders an excerpt’s markup as text: only its <mark> becomes an element', async () => {
    searchServer({ items: [hit(1, { snippet: '&lt;img src=x onerror=alert(1)&gt; <mark>garden</mark>' })], total: 1 });
    await renderApp('/en/search?q=garden');
    const list = await results();
    expect(list.querySelector('img')).toBeNull();
    expect(list.textContent).toContain('<img src=x onerror=alert(1)> garden');
  }, 20_000);

  it('marks a hit shown in another language, with that language on its text', async () => {
    searchServer({ items: [hit(7, { title: '정원 소식', lang: 'ko' })], total: 1 });
    await renderApp('/en/search?q=garden');
    const list = await results();
    const link = within(list).getByRole('link', { name: '정원 소식' });
    expect(link.getAttribute('lang')).toBe('ko');
    expect(list.querySelector('p[lang="ko"] mark')?.textContent).toBe('garden');
    expect(list.textContent).toContain('Shown in Korean');
    // Read after the title, as the list cards' marks are.
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Shown in Korean');
  }, 20_000);

  it('offers the types and the pages as links that keep the query', async () => {
    const asked = searchServer({ items: Array.from({ length: 20 }, (_, i) => hit(i + 21)), total: 45 });
    await renderApp('/en/search?q=garden&type=news&page=2');
    await results();
    expect(asked[0]?.get('type')).toBe('news');
    expect(asked[0]?.get('page')).toBe('2');
    const filters = screen.getByRole('navigation', { name: 'Show results of one type' });
    expect(within(filters).getByRole('link', { name: 'All types' }).getAttribute('href')).toBe('/en/search?q=garden');
    const current = within(filters).getByRole('link', { name: 'News' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(filters).getByRole('link', { name: 'Artworks' }).getAttribute('href')).toBe(
      '/en/search?q=garden&type=artworks',
    );
    expect(count()).toBe('Results for “garden” in News: 45');
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    const hrefs = within(pager)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/en/search?q=garden&type=news', '/en/search?q=garden&type=news&page=3']),
    );
  }, 20_000);

  it('suggests what to try when nothing is found, with the Memorial’s main lists', async () => {
    searchServer({ items: [], total: 0 });
    await renderApp('/en/search?q=zzxq&type=artworks');
    const heading = await screen.findByRole('heading', { name: 'Nothing found for “zzxq”' }, { timeout: 10_000 });
    expect(heading).toBeTruthy();
    expect(screen.getByRole('link', { name: 'search every type, not only Artworks;' }).getAttribute('href')).toBe(
      '/en/search?q=zzxq',
    );
    for (const [name, href] of [
      ['Exhibitions', '/en/exhibitions'],
      ['News', '/en/news'],
      ['Spaces', '/en/spaces'],
    ])
      expect(screen.getAllByRole('link', { name }).map((a) => a.getAttribute('href'))).toContain(href);
  }, 20_000);

  it('says to wait a minute when the address has run out of searches, and keeps the search box', async () => {
    server.use(searchHandlers.search(() => apiError(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 42 })));
    await renderApp('/en/search?q=garden');
    // The page's own alert, found by its words: a notice an earlier file left in the shared
    // store may be an alert on the page too, and come first.
    const message = 'Too many searches in a short time. Please wait a minute and try again.';
    const said = await screen.findByText(message, undefined, { timeout: 10_000 });
    expect(said.closest('[role="alert"]')?.textContent).toBe(message);
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveProperty('value', 'garden');
  }, 20_000);

  it('says an over-long query is too long, and asks nothing', async () => {
    const asked = searchServer({ items: [], total: 0 });
    await renderApp(`/en/search?q=${'a'.repeat(101)}`);
    expect(
      await screen.findByText('Your search is too long. Please use at most 100 characters.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search words' }).getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);
  }, 20_000);
});
