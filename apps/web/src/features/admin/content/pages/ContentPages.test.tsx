import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '#web/lib/router';
import { mockApi, on, renderContent, storedItem } from '../lib/content-test-utils';
import ContentCoveragePage from './ContentCoveragePage';
import ContentEditPage from './ContentEditPage';
import ContentListPage from './ContentListPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const pages = (
  <>
    <Routes>
      <Route path="/admin/content" element={<ContentCoveragePage />} />
      <Route path="/admin/content/:type" element={<ContentListPage />} />
      <Route path="/admin/content/:type/new" element={<ContentEditPage />} />
      <Route path="/admin/content/:type/:id" element={<ContentEditPage />} />
    </Routes>
    <Where />
  </>
);

describe('content pages', () => {
  it('show the coverage of each type by language, each type linking to its list', async () => {
    mockApi(
      on('GET', '/admin/content/coverage', () =>
        Response.json([
          { type: 'main-slides', lang: 'ko', total: 4, missing: 0, stale: 0 },
          { type: 'main-slides', lang: 'en', total: 4, missing: 1, stale: 2 },
          { type: 'ui-strings', lang: 'fr', total: 900, missing: 3, stale: 1 },
        ]),
      ),
      on('GET', '/admin/content/coverage/gaps', () =>
        Response.json([{ type: 'main-slides', id: 7, title: 'Light', missing: ['en'], stale: [] }]),
      ),
    );
    await renderContent(pages, { path: '/admin/content' });
    const link = await screen.findByRole('link', { name: 'Main slides' });
    expect(link.getAttribute('href')).toBe('/admin/content/main-slides');
    const row = link.closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement).getAllByRole('cell');
    // The share up to date (floored), the count, then the gaps under it, leading to their list.
    await waitFor(() => expect(cells[2]?.textContent).toBe('25% up to date4 items1 missing · 2 outdated'));
    expect(cells[1]?.textContent).toBe('100% up to date4 items0 missing · 0 outdated');
    expect(
      within(cells[2] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('#coverage-gaps-en');
    // Every content type added up.
    const all = within(screen.getByText('All content').closest('tr') as HTMLElement).getAllByRole('cell');
    expect(all[2]?.textContent).toBe('25% up to date4 items1 missing · 2 outdated');
    // Each gap links to its item's editor, opened in the language that lacks it.
    const gaps = await screen.findByRole('region', { name: 'English: 1 to translate or check' });
    expect(within(gaps).getByRole('link', { name: 'Main slides › Light' }).getAttribute('href')).toBe(
      '/admin/content/main-slides/7?lang=en',
    );
    expect(screen.getByRole('link', { name: 'Visit information' }).getAttribute('href')).toBe(
      '/admin/content/visit-info/1',
    );
    // The UI strings last, leading to their translation screen.
    const strings = screen.getByRole('link', { name: 'UI strings' });
    expect(strings.getAttribute('href')).toBe('/admin/settings/translation');
    expect(within(strings.closest('tr') as HTMLElement).getAllByRole('cell')[5]?.textContent).toBe(
      '99% up to date900 items3 missing · 1 outdated',
    );
  }, 20_000);

  it('open a singleton straight in its editor', async () => {
    mockApi(
      on('GET', '/admin/content/site/1', () =>
        Response.json(storedItem({ managingBody: { ko: '운영 기관' }, contactEmail: 'info@example.org' })),
      ),
    );
    await renderContent(pages, { path: '/admin/content/site' });
    expect(await screen.findByRole('textbox', { name: /^Managing body \(한국어\)/ })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/content/site/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Site information' })).toBeTruthy();
  }, 20_000);

  it('list a type’s items with a way to add one', async () => {
    mockApi(
      on('GET', '/admin/content/exhibitions', () =>
        Response.json({
          items: [
            {
              id: 5,
              status: 'scheduled',
              title: 'Light and Memory',
              updatedAt: '2026-04-10T01:00:00.000Z',
              publishAt: '2026-05-01T00:00:00.000Z',
              unpublishAt: null,
              languages: { ko: 'ok', en: 'missing', ja: 'missing', es: 'missing', fr: 'missing' },
              editors: [],
              scheduleFailure: null,
            },
          ],
          total: 1,
        }),
      ),
    );
    await renderContent(pages, { path: '/admin/content/exhibitions' });
    expect(await screen.findByRole('link', { name: 'Light and Memory' })).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    // Schedules are given in the venue's time (Seoul, UTC+9).
    expect(screen.getByText(/^Publishes May 1, 2026, 9:00\sAM GMT\+9$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New item' }).getAttribute('href')).toBe('/admin/content/exhibitions/new');
  }, 20_000);
  it('ask before leaving an editor with unsaved changes', async () => {
    mockApi(
      on('GET', '/admin/content/exhibitions/5', () =>
        Response.json(storedItem({ slug: 'light', title: { ko: '빛' } }, { id: 5 })),
      ),
    );
    await renderContent(pages, { path: '/admin/content/exhibitions/5' });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /^Title \(한국어\)/ }), '과 기억');
    await user.click(screen.getByRole('link', { name: 'Back to Exhibitions' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/content/exhibitions/5');

    // The page is reachable again once the dialog has closed.
    await user.click(await screen.findByRole('link', { name: 'Back to Exhibitions' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/content/exhibitions'));
  }, 20_000);

  it('reorder with the order’s version the list answered; an order changed meanwhile is reloaded and said', async () => {
    const slide = (id: number, title: string) => ({
      id,
      status: 'published',
      title,
      updatedAt: '2026-04-10T01:00:00.000Z',
      publishAt: null,
      unpublishAt: null,
      languages: { ko: 'ok', en: 'ok', ja: 'ok', es: 'ok', fr: 'ok' },
      editors: [],
      scheduleFailure: null,
    });
    let lists = 0;
    const calls = mockApi(
      on('GET', '/admin/content/main-slides', () => {
        lists += 1;
        // Someone else moved the slides meanwhile: the second read answers their order.
        const items = lists === 1 ? [slide(1, 'First'), slide(2, 'Second')] : [slide(2, 'Second'), slide(1, 'First')];
        return Response.json({ items, total: 2 }, { headers: { ETag: `"o${6 + lists}"` } });
      }),
      on('PUT', '/admin/content/main-slides/order', () =>
        Response.json({ code: 'EDIT_CONFLICT', message: 'Changed meanwhile.', current: null }, { status: 409 }),
      ),
    );
    // jsdom lays nothing out: each row gets a 50 px box in list order, for the keyboard moves.
    const realRect = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function rowRect(this: Element) {
      const index = Number(this.closest('[data-order-index]')?.getAttribute('data-order-index') ?? -1);
      const top = index < 0 ? 0 : index * 50;
      const height = index < 0 ? 0 : 50;
      return { x: 0, y: top, top, left: 0, width: 600, height, right: 600, bottom: top + height, toJSON: () => ({}) };
    };
    try {
      await renderContent(pages, { path: '/admin/content/main-slides' });
      const user = userEvent.setup({ delay: null });
      (await screen.findByRole('button', { name: 'Move “First” (position 1)' })).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowDown]');
      await user.keyboard('[Space]');
      expect(await screen.findByText(/^Someone else changed the order meanwhile/)).toBeTruthy();
      expect(calls.find((c) => c.method === 'PUT')?.ifMatch).toBe('"o7"');
      // The list shows the order as it is now.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Move “Second” (position 1)' })).toBeTruthy());
      expect(lists).toBe(2);
    } finally {
      Element.prototype.getBoundingClientRect = realRect;
    }
  }, 30_000);
});
