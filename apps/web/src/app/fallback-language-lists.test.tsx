import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ArtworkSummary, ExhibitionSummary } from '@atrium/shared/api/edu';
import type { NewsSummary } from '@atrium/shared/api/news';
import { renderApp } from '../test/render-app';
import { server } from '../test/msw';
import { otherApiCallsNotFound } from '../test/http';
import { exhibitionHandlers } from '../features/exhibitions/api/exhibitions.mocks';
import { newsHandlers } from '../features/news/api/news.mocks';

/**
 * A list on an English page whose items are partly in a fallback language (docs/spec/decisions.md
 * §8): each such item's texts carry their language, and the item says "Shown in Korean" as the
 * detail page's note does, read after its title by a screen reader; the page's own words keep
 * the page's language, and the items in English are not marked.
 */

beforeAll(
  () =>
    Promise.all([
      import('../features/exhibitions/pages/ArtworkListPage'),
      import('../features/exhibitions/pages/ExhibitionsPage'),
      import('../features/news/pages/NewsListPage'),
    ]),
  30_000,
);

const artwork = (id: number, title: string, lang: 'ko' | 'en'): ArtworkSummary => ({
  id,
  title,
  keyword: lang === 'ko' ? '자비' : 'Mercy',
  maker: lang === 'ko' ? '작자 미상' : 'Unknown maker',
  createdAt: '1998',
  thumbnail: null,
  exhibition: null,
  lang,
});
const exhibition = (id: number, title: string, lang: 'ko' | 'en'): ExhibitionSummary => ({
  id,
  slug: `e${id}`,
  title,
  summary: lang === 'ko' ? '처음 이야기' : 'Where it began.',
  place: lang === 'ko' ? '1관' : 'Hall 1',
  startsOn: '2026-01-01',
  endsOn: null,
  status: 'inProgress',
  cover: null,
  artworkCount: 0,
  lang,
});
const news = (id: number, title: string, langs: NewsSummary['langs']): NewsSummary => ({
  id,
  title,
  summary: langs.summary === 'ko' ? '한국어 요약' : 'An English summary.',
  cover: null,
  publishedAt: '2026-11-13T01:00:00.000Z',
  articleCount: 1,
  lang: langs.title ?? 'en',
  langs,
});

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
  // The page's language, as the served page's <html lang> says.
  document.documentElement.lang = 'en';
  server.use(
    exhibitionHandlers.artworks({
      items: [artwork(1, '자비의 손', 'ko'), artwork(2, 'The Open Door', 'en')],
      page: 1,
      pageSize: 20,
      total: 2,
    }),
    exhibitionHandlers.exhibitions({
      items: [exhibition(1, '창립자들', 'ko'), exhibition(2, 'The Garden', 'en')],
    }),
    newsHandlers.list({
      items: [
        news(1, '정원 소식', { title: 'ko', summary: 'en' }),
        news(2, 'Garden news', { title: 'en', summary: 'en' }),
      ],
      page: 1,
      pageSize: 20,
      total: 2,
    }),
    otherApiCallsNotFound(),
  );
});

/** The language an element is read in: its own `lang` or its nearest ancestor's. */
const languageOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang');

/** What a screen reader reads after a link's name: the texts its aria-describedby points at. */
const descriptionOf = (link: HTMLElement) =>
  (link.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** The list item (li) around a card's title link. */
const itemOf = (link: HTMLElement) => link.closest('li') as HTMLElement;

describe('a public list with items in a fallback language', () => {
  it('marks a Korean artwork on the English collection: its texts lang="ko", "Shown in Korean" after its title', async () => {
    await renderApp('/en/artworks');
    const korean = await screen.findByRole('link', { name: '자비의 손' }, { timeout: 10_000 });
    expect(languageOf(korean)).toBe('ko');
    expect(languageOf(screen.getByText('작자 미상 · 1998'))).toBe('ko');
    expect(descriptionOf(korean)).toBe('Shown in Korean');
    // The mark is the page's words, inside the Korean artwork's card but not read as Korean.
    const mark = ownText(itemOf(korean), 'Shown in Korean');
    expect(languageOf(mark)).toBe('en');
    // The English artwork: no mark, no language of its own.
    const english = screen.getByRole('link', { name: 'The Open Door' });
    expect(languageOf(english)).toBe('en');
    expect(english.getAttribute('aria-describedby')).toBeNull();
    expect(itemOf(english).textContent).not.toContain('Shown in');
    // One note for the page, as on a detail page.
    expect(screen.getByRole('note').textContent).toBe('Shown in Korean until the English text is ready');
    const results = await axe.run(itemOf(korean).parentElement as HTMLElement, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 20_000);

  it('marks a Korean exhibition on the English list, its place and summary Korean too', async () => {
    await renderApp('/en/exhibitions');
    const korean = await screen.findByRole('link', { name: '창립자들' }, { timeout: 10_000 });
    expect(languageOf(korean)).toBe('ko');
    for (const text of ['1관', '처음 이야기']) expect(languageOf(screen.getByText(text)), text).toBe('ko');
    expect(descriptionOf(korean)).toBe('Shown in Korean');
    expect(languageOf(ownText(itemOf(korean), 'Shown in Korean'))).toBe('en');
    const english = screen.getByRole('link', { name: 'The Garden' });
    expect(english.getAttribute('aria-describedby')).toBeNull();
    expect(itemOf(english).textContent).not.toContain('Shown in');
    expect(screen.getByRole('note').textContent).toBe('Shown in Korean until the English text is ready');
    const results = await axe.run(itemOf(korean).parentElement as HTMLElement, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 20_000);

  it('marks each text of a news item in its own language: a Korean title, an English summary', async () => {
    await renderApp('/en/news');
    const korean = await screen.findByRole('link', { name: '정원 소식' }, { timeout: 10_000 });
    expect(languageOf(korean)).toBe('ko');
    expect(languageOf(within(itemOf(korean)).getByText('An English summary.'))).toBe('en');
    expect(descriptionOf(korean)).toBe('Shown in Korean');
    const english = screen.getByRole('link', { name: 'Garden news' });
    expect(english.getAttribute('aria-describedby')).toBeNull();
    expect(itemOf(english).textContent).not.toContain('Shown in');
    expect(screen.getByRole('note').textContent).toBe('Shown in Korean until the English text is ready');
  }, 20_000);
});

/** The element in `scope` whose own text is `text`. */
function ownText(scope: HTMLElement, text: string): HTMLElement {
  const found = [...scope.querySelectorAll<HTMLElement>('*')].find((e) =>
    [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent === text),
  );
  if (!found) throw new Error(`no "${text}" in the item`);
  return found;
}
