import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { SearchHit } from '@atrium/shared/api/search';
import { renderApp } from '#web/test/render-app';
import { server } from '#web/test/msw';
import { otherApiCallsNotFound } from '#web/test/http';
import { searchHandlers } from './search.mocks';

beforeAll(() => Promise.all([import('./SiteSearchBox'), import('./SearchSuggestions')]), 30_000);
const location = () => screen.getByTestId('location').textContent;

/** A search API with two hits for every query; records the queries asked. */
function searchServer(asked: string[]) {
  const hit = (id: number, title: string, type: SearchHit['type'] = 'news'): SearchHit => ({
    type,
    id: String(id),
    title,
    snippet: title,
    url: `/en/${type}/${id}`,
    lang: 'en',
  });
  server.use(
    searchHandlers.search((request) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return { items: [hit(1, 'Garden concert'), hit(2, 'Garden of light', 'exhibitions')], total: 2 };
    }),
    // The page behind the box (the news list) reads its own data: not what these tests are about.
    otherApiCallsNotFound(),
  );
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
  // jsdom lays nothing out: every element counts as shown (the "/" shortcut looks for a visible box).
  vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The side drawer's box (without matchMedia both navigations render; the drawer's comes first). */
const box = async () =>
  (await screen.findAllByRole('combobox', { name: 'Search the site' }, { timeout: 10_000 }))[0] as HTMLInputElement;

describe('the navigation’s search box', () => {
  it('is a labelled GET form to the search page, and searches there on Enter', async () => {
    searchServer([]);
    await renderApp('/en/news');
    const input = await box();
    const form = input.closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/en/search');
    expect(input.getAttribute('name')).toBe('q');
    await userEvent.setup().type(input, ' garden {Enter}');
    await waitFor(() => expect(location()).toBe('/en/search?q=garden'), { timeout: 5000 });
  }, 20_000);

  it('suggests hits after two characters; arrows move through them and Enter opens one', async () => {
    const asked: string[] = [];
    searchServer(asked);
    await renderApp('/en/news');
    const user = userEvent.setup();
    const input = await box();
    await user.type(input, 'g');
    await new Promise((r) => setTimeout(r, 400));
    expect(asked).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.type(input, 'ar');
    const list = await screen.findByRole('listbox', { name: 'Suggested results' }, { timeout: 5000 });
    // Asked after a pause in typing, never for a single character.
    expect(asked.at(-1)).toBe('gar');
    expect(asked).not.toContain('g');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Garden concertNews',
      'Garden of lightExhibitions',
      'All results for “gar”',
    ]);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id));
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(input);
    const result = await axe.run(input.closest('form') as HTMLElement, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/en/exhibitions/2'), { timeout: 5000 });
  }, 20_000);

  it('closes the suggestions on Escape, and the last option opens every result', async () => {
    searchServer([]);
    await renderApp('/en/news');
    const user = userEvent.setup();
    const input = await box();
    await user.type(input, 'garden');
    await screen.findByRole('listbox', {}, { timeout: 5000 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    await user.type(input, 's');
    await screen.findByRole('listbox', {}, { timeout: 5000 });
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(location()).toBe('/en/search?q=gardens'), { timeout: 5000 });
  }, 20_000);

  it('takes the focus on "/", but not while the visitor types in another field', async () => {
    searchServer([]);
    const view = await renderApp('/en/news');
    const input = await box();
    const user = userEvent.setup();
    await user.keyboard('/');
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('');

    const other = document.createElement('input');
    view.container.append(other);
    other.focus();
    await user.keyboard('/');
    expect(document.activeElement).toBe(other);
    expect(other.value).toBe('/');
  }, 20_000);
});
