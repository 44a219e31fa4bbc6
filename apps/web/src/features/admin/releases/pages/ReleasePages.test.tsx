import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Route, Routes, useLocation } from '#web/lib/router';
import { apiError } from '#web/test/http';
import { mockApi, on, renderContent } from '#web/features/admin/content/lib/content-test-utils';
import { NoticeHost } from '#web/components/notice/NoticeHost';
import { dismissNotice } from '#web/components/notice/notice-store';
import { storedRelease } from '../lib/release-test-data';
import ReleasePage from './ReleasePage';
import ReleasesPage from './ReleasesPage';

beforeEach(() => {
  localStorage.setItem('accessToken', 'access');
});

afterEach(() => {
  localStorage.clear();
  dismissNotice();
});

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const pages = (
  <>
    <Routes>
      <Route path="/admin/releases" element={<ReleasesPage />} />
      <Route path="/admin/releases/:id" element={<ReleasePage />} />
      <Route path="/admin/content/:type/:id" element={<p>editor</p>} />
    </Routes>
    <Where />
  </>
);

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');
/** The page alone, outside the admin layout's landmarks: 'region' does not apply. */
const axeViolations = async (element: HTMLElement) =>
  (
    await axe.run(element, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);

const { items: _items, ...summary } = storedRelease();
const LIST = {
  items: [
    {
      ...summary,
      id: 4,
      title: 'Autumn catalogue',
      status: 'scheduled' as const,
      at: '2099-09-01T00:00:00.000Z',
      itemCount: 3,
      author: 'lee@example.org',
    },
    { ...summary, itemCount: 2 },
    {
      ...summary,
      id: 2,
      title: 'Winter hours',
      status: 'failed' as const,
      itemCount: 1,
      author: null,
      failure: { type: 'pages', id: 'visit', code: 'VALIDATION_FAILED', at: '2026-03-01T03:00:00.000Z' },
    },
  ],
};

describe('the releases list', () => {
  it('shows each release, newest first, with its status, when, item count and author, linking to it', async () => {
    mockApi(on('GET', '/admin/releases', () => Response.json(LIST)));
    await renderContent(pages, { path: '/admin/releases' });
    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Releases, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Autumn catalogue',
      'Spring opening',
      'Winter hours',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/admin/releases/4');
    // Status, when (in the venue's time), item count, author.
    expect(text(rows[0] as HTMLElement)).toMatch(/ScheduledGoes live Sep 1, 2099, 9:00 AM GMT\+93lee@example\.org$/);
    expect(text(rows[1] as HTMLElement)).toMatch(/OpenNot scheduled2kim@example\.org$/);
    expect(text(rows[2] as HTMLElement)).toMatch(/FailedFailed Mar 1, 2026, 12:00 PM GMT\+91—$/);
    expect(await axeViolations(document.body)).toEqual([]);
  }, 20_000);

  it('creates a release from its title and opens it', async () => {
    const calls = mockApi(
      on('GET', '/admin/releases', () => Response.json({ items: [] })),
      on('POST', '/admin/releases', () => Response.json({ id: 9 }, { status: 201 })),
      on('GET', '/admin/releases/9', () => Response.json(storedRelease({ id: 9, title: 'Summer night', items: [] }))),
    );
    await renderContent(pages, { path: '/admin/releases' });
    expect(await screen.findByText('No releases yet.')).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'New release' }));
    const dialog = screen.getByRole('dialog', { name: 'New release' });
    // A name is needed: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '  Summer night ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/releases/9'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Summer night', items: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Releases › Summer night' })).toBeTruthy();
    expect(screen.getByText('No items yet.')).toBeTruthy();
  }, 20_000);
});

describe('a release', () => {
  it('lists its items with what to know before they go live, and removes one', async () => {
    const calls = mockApi(
      on('GET', '/admin/releases/3', () => Response.json(storedRelease())),
      on('DELETE', '/admin/releases/3/items/artworks/12', () => new Response(null, { status: 204 })),
    );
    await renderContent(pages, { path: '/admin/releases/3' });
    const table = await screen.findByRole('table', { name: 'The items of this release' });
    const [exhibition, artwork] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(exhibition).getByRole('link', { name: 'Light and Memory' }).getAttribute('href')).toBe(
      '/admin/content/exhibitions/5',
    );
    expect(text(exhibition)).toContain('Exhibitions');
    expect(text(exhibition)).toContain('Draft');
    expect(text(exhibition)).toContain('Not translated yet: English.');
    expect(text(exhibition)).toContain('Translation outdated (the Korean changed since): French.');
    expect(text(exhibition)).toContain('Related items not on the public site yet (1):');
    expect(within(exhibition).getByRole('link', { name: 'Moon Jar' }).getAttribute('href')).toBe(
      '/admin/content/artworks/12',
    );
    expect(text(artwork)).toContain('Nothing to check');
    expect(screen.getByRole('heading', { level: 2, name: 'Items (2)' })).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);

    const user = userEvent.setup({ delay: null });
    await user.click(within(artwork).getByRole('button', { name: 'Remove “Moon Jar” from the release' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/admin/releases/3/items/artworks/12')).toBe(true),
    );
  }, 20_000);

  it('publishes now, after asking, and shows it has gone live', async () => {
    const calls = mockApi(
      on('GET', '/admin/releases/3', () => Response.json(storedRelease())),
      on('POST', '/admin/releases/3/publish', () =>
        Response.json(
          storedRelease({
            status: 'published',
            at: '2026-04-10T02:00:00.000Z',
            items: storedRelease().items.map((item) => ({ ...item, status: 'published' as const })),
          }),
        ),
      ),
    );
    await renderContent(pages, { path: '/admin/releases/3' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish this release now?' });
    expect(text(dialog)).toContain('Its 2 items go live together.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));

    expect(await screen.findByText('Went live Apr 10, 2026, 11:00 AM GMT+9')).toBeTruthy();
    expect(calls.find((c) => c.path === '/admin/releases/3/publish')?.body).toEqual({});
    expect(screen.getByText('This release has gone live. It can no longer be changed.')).toBeTruthy();
    // Nothing left to do with it: no publishing, deleting or removing (once the dialog has gone).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete release' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  }, 20_000);

  it('says that some visitors may see the previous version for a few seconds while other servers catch up', async () => {
    mockApi(
      on('GET', '/admin/releases/3', () => Response.json(storedRelease())),
      on('POST', '/admin/releases/3/publish', () =>
        Response.json({
          ...storedRelease({ status: 'published', at: '2026-04-10T02:00:00.000Z' }),
          propagation: 'polling',
        }),
      ),
    );
    await renderContent(
      <>
        {pages}
        <NoticeHost />
      </>,
      { path: '/admin/releases/3' },
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish this release now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(
      await screen.findByText(
        'Done. The public site shows it within a few seconds: some visitors may still see the previous version meanwhile.',
      ),
    ).toBeTruthy();
  }, 20_000);

  it('shows why it could not go live, linking to the item to fix', async () => {
    const failure = {
      type: 'exhibitions',
      id: 5,
      code: 'VALIDATION_FAILED',
      fields: { 'title.en': 'REQUIRED' },
      at: '2026-04-10T02:00:00.000Z',
    };
    let failed = false;
    mockApi(
      on('GET', '/admin/releases/3', () =>
        Response.json(failed ? storedRelease({ status: 'failed', failure }) : storedRelease()),
      ),
      on('POST', '/admin/releases/3/publish', () => {
        failed = true;
        return apiError(409, 'RELEASE_FAILED', { failure });
      }),
    );
    await renderContent(pages, { path: '/admin/releases/3' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Publish this release now?' })).getByRole('button', {
        name: 'Publish now',
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This release could not go live' })).toBeTruthy();
    expect(text(alert)).toContain(
      'On Apr 10, 2026, 11:00 AM GMT+9 one item could not be published, so nothing went live.',
    );
    expect(within(alert).getByRole('link', { name: 'Light and Memory' }).getAttribute('href')).toBe(
      '/admin/content/exhibitions/5',
    );
    expect(text(alert)).toContain('Check the entered information.');
    expect(text(alert)).toMatch(/Title \(.+\): This field is required\./);
    expect(screen.getAllByText('Failed').length).toBeGreaterThan(0);
    // The item it stopped at is marked in the list.
    const table = screen.getByRole('table', { name: 'The items of this release' });
    const [exhibition, artwork] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(text(exhibition)).toContain('This item stopped the release');
    expect(text(artwork)).not.toContain('This item stopped the release');
    // It can be fixed and published again.
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeTruthy();
  }, 20_000);

  it('schedules at a date and time in the venue’s time zone', async () => {
    const calls = mockApi(
      on('GET', '/admin/releases/3', () => Response.json(storedRelease())),
      on('POST', '/admin/releases/3/publish', () =>
        Response.json(storedRelease({ status: 'scheduled', at: '2099-05-01T00:30:00.000Z' })),
      ),
    );
    await renderContent(pages, { path: '/admin/releases/3' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Schedule…' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule the release' });
    expect(within(dialog).getByText("In the venue's time zone (Asia/Seoul).")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Date and time/), { target: { value: '2099-05-01T09:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Goes live May 1, 2099, 9:30 AM GMT+9')).toBeTruthy();
    expect(calls.find((c) => c.path === '/admin/releases/3/publish')?.body).toEqual({
      at: '2099-05-01T09:30:00+09:00',
    });
  }, 20_000);

  it('is deleted while not published, back to the list', async () => {
    const calls = mockApi(
      on('GET', '/admin/releases/3', () => Response.json(storedRelease())),
      on('DELETE', '/admin/releases/3', () => new Response(null, { status: 204 })),
      on('GET', '/admin/releases', () => Response.json({ items: [] })),
    );
    await renderContent(pages, { path: '/admin/releases/3' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete release' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this release?' })).getByRole('button', {
        name: 'Delete release',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/releases'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/admin/releases/3')).toBe(true);
  }, 20_000);
});
