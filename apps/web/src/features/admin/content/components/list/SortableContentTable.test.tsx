import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentListRow } from '#web/features/admin/content/api/get-content-list';
import { mockApi, on, renderContent } from '#web/features/admin/content/lib/content-test-utils';
import { SortableContentTable } from './SortableContentTable';
import { useListColumns } from './use-list-columns';

const row = (id: number, title: string): ContentListRow => ({
  id,
  title,
  status: 'published',
  updatedAt: '2026-04-10T01:00:00.000Z',
  publishAt: null,
  unpublishAt: null,
  languages: { ko: 'ok', en: 'ok', ja: 'stale', es: 'missing', fr: 'missing' },
  editors: [],
  scheduleFailure: null,
});
const rows = [row(1, 'First slide'), row(2, 'Second slide'), row(3, 'Third slide')];
const columns = [{ header: 'Title', cell: (r: ContentListRow) => r.title }];

/** jsdom lays nothing out: give each row a 50 px high box, in list order, for the sensor's moves. */
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function rowRect(this: Element) {
    const index = Number(this.closest('[data-order-index]')?.getAttribute('data-order-index') ?? -1);
    const top = index < 0 ? 0 : index * 50;
    const height = index < 0 ? 0 : 50;
    return { x: 0, y: top, top, left: 0, width: 600, height, right: 600, bottom: top + height, toJSON: () => ({}) };
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
  vi.unstubAllGlobals();
});

describe('ordered list', () => {
  it('moves an item with the keyboard and saves the new order of ids, saying so', async () => {
    const calls = mockApi(on('PUT', '/admin/content/main-slides/order', () => new Response(null, { status: 204 })));
    await renderContent(
      <SortableContentTable type="main-slides" caption="Main slides" rows={rows} columns={columns} />,
    );
    const user = userEvent.setup({ delay: null });
    const handle = screen.getByRole('button', { name: 'Move “First slide” (position 1)' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [2, 1, 3] });
    expect(await screen.findByText('The new order has been saved.')).toBeTruthy();
  }, 20_000);

  it('shows each item’s status and each language’s translation state in words', async () => {
    mockApi();
    function WithListColumns() {
      return (
        <SortableContentTable
          type="main-slides"
          caption="Main slides"
          rows={rows}
          columns={useListColumns('main-slides')}
        />
      );
    }
    await renderContent(<WithListColumns />);
    expect(screen.getAllByText('Published')).toHaveLength(3);
    expect(screen.getAllByText('ENG: Translated')).toHaveLength(3);
    expect(screen.getAllByText('JPN: Outdated')).toHaveLength(3);
    expect(screen.getAllByText('SPA: Missing')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Second slide' }).getAttribute('href')).toBe(
      '/admin/content/main-slides/2',
    );
  }, 20_000);
});
