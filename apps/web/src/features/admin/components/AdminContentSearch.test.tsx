import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '#web/lib/router';
import type { AdminSearchHit } from '@atrium/shared/api/search-admin';
import { mockApi, renderContent, type ApiCall } from '../content/lib/content-test-utils';
import { AdminContentSearch } from './AdminContentSearch';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

const hits: AdminSearchHit[] = [
  {
    type: 'news',
    id: 7,
    title: 'Hanji craft workshop',
    status: 'draft',
    path: '/admin/content/news/7',
    sitePath: 'news/7',
  },
  {
    type: 'events',
    id: 3,
    title: 'Craft fair',
    status: 'scheduled',
    path: '/admin/content/events/3',
    sitePath: 'event/3',
  },
];
/** GET /admin/search answers `hits` for 공예 and nothing for anything else. */
const searchApi = () =>
  mockApi((call: ApiCall) => {
    if (call.method !== 'GET' || !call.path.startsWith('/admin/search?')) return undefined;
    const q = new URLSearchParams(call.path.split('?')[1]).get('q');
    const items = q === '공예' ? hits : [];
    return Response.json({ items, total: items.length });
  });

const view = (
  <>
    <AdminContentSearch />
    <Routes>
      <Route path="*" element={<Where />} />
    </Routes>
  </>
);

describe('admin content search', () => {
  it('lists the items whose title holds what is typed, each a link to its editor with its type and state', async () => {
    const calls = searchApi();
    await renderContent(view, { path: '/admin' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Find content' }), '공예');

    const list = await screen.findByRole('list', { name: 'Content found' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/admin/content/news/7', '/admin/content/events/3']);
    expect(links[0]!.textContent).toBe('Hanji craft workshopNews · Draft');
    expect(links[1]!.textContent).toBe('Craft fairEvents · Scheduled');
    expect(screen.getByRole('status').textContent).toBe('Items found: 2');
    // Typing is not a request per keystroke: one search, for the whole word, in the admin's language.
    expect(calls.filter((c) => c.path.startsWith('/admin/search'))).toEqual([
      expect.objectContaining({ path: `/admin/search?q=${encodeURIComponent('공예')}` }),
    ]);
  });

  it('is used from the keyboard: arrows move through the results, Escape closes, Enter opens the first', async () => {
    searchApi();
    await renderContent(view, { path: '/admin' });
    const user = userEvent.setup();
    const input = screen.getByRole('searchbox', { name: 'Find content' });
    await user.type(input, '공예');
    await screen.findByRole('list', { name: 'Content found' });

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('href')).toBe('/admin/content/news/7');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('href')).toBe('/admin/content/events/3');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(input);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Content found' })).toBeNull();
    expect(document.activeElement).toBe(input);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/content/news/7'));
    expect(screen.queryByRole('list', { name: 'Content found' })).toBeNull();
    expect(input).toHaveProperty('value', '');
  });

  it('says so when no title holds the words', async () => {
    searchApi();
    await renderContent(view, { path: '/admin' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Find content' }), 'zeppelin');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No content has “zeppelin” in its title.'));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
