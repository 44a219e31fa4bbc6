import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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
  thumbnail: null,
});
const rows = [row(1, 'First slide'), row(2, 'Second slide'), row(3, 'Third slide')];
/** Moves the first row one down with the keyboard (Space, ArrowDown, Space). */
async function moveFirstDown() {
  const user = userEvent.setup({ delay: null });
  screen.getByRole('button', { name: 'Move “First slide” (position 1)' }).focus();
  await user.keyboard('[Space]');
  await user.keyboard('[ArrowDown]');
  await user.keyboard('[Space]');
}
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
  it('moves an item with the keyboard and saves the new order of ids, naming the order moved from', async () => {
    const calls = mockApi(
      on(
        'PUT',
        '/admin/content/main-slides/order',
        () => new Response(null, { status: 204, headers: { ETag: '"o4"' } }),
      ),
    );
    await renderContent(
      <SortableContentTable
        type="main-slides"
        caption="Main slides"
        rows={rows}
        orderEtag={'"o3"'}
        columns={columns}
      />,
    );
    await moveFirstDown();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ ids: [2, 1, 3] });
    expect(put?.ifMatch).toBe('"o3"');
    expect(await screen.findByText('The new order has been saved.')).toBeTruthy();
  }, 20_000);

  it('says so in words when someone else changed the order meanwhile', async () => {
    mockApi(
      on('PUT', '/admin/content/main-slides/order', () =>
        Response.json(
          { code: 'EDIT_CONFLICT', message: 'Someone else changed this first.', current: null },
          { status: 409 },
        ),
      ),
    );
    await renderContent(
      <SortableContentTable
        type="main-slides"
        caption="Main slides"
        rows={rows}
        orderEtag={'"o2"'}
        columns={columns}
      />,
    );
    await moveFirstDown();
    expect(
      await screen.findByText(/^Someone else changed the order meanwhile, so your move was not saved\./),
    ).toBeTruthy();
    expect(screen.queryByText('The new order has been saved.')).toBeNull();
  }, 20_000);

  it('shows each item’s status and each language’s translation state in words', async () => {
    mockApi();
    function WithListColumns() {
      return (
        <SortableContentTable
          type="main-slides"
          caption="Main slides"
          rows={rows}
          orderEtag={'"o1"'}
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

  it('marks rows others are editing, and a failed schedule with its reason and fields', async () => {
    mockApi();
    const busy: ContentListRow = {
      ...row(4, 'Fourth slide'),
      status: 'scheduled',
      publishAt: '2026-05-01T00:00:00.000Z',
      editors: [
        { id: 2, name: 'Kim', since: '2026-04-10T01:00:00.000Z' },
        { id: 3, name: 'Lee', since: '2026-04-10T01:01:00.000Z' },
      ],
      scheduleFailure: { at: '2026-05-01T00:00:00.000Z', code: 'VALIDATION_FAILED', fields: { link: 'INVALID' } },
    };
    function WithListColumns() {
      return (
        <SortableContentTable
          type="main-slides"
          caption="Main slides"
          rows={[rows[0] as ContentListRow, busy]}
          orderEtag={'"o1"'}
          columns={useListColumns('main-slides')}
        />
      );
    }
    await renderContent(<WithListColumns />);
    const busyRow = screen.getByRole('link', { name: 'Fourth slide' }).closest('tr') as HTMLElement;
    expect(within(busyRow).getByText('Being edited by Kim and Lee')).toBeTruthy();
    expect(within(busyRow).getByText('Scheduled · failed')).toBeTruthy();
    expect(
      within(busyRow).getByText(
        /^The scheduled change failed \(May 1, 2026, 9:00\sAM GMT\+9\): Check the entered information\./,
      ),
    ).toBeTruthy();
    expect(within(busyRow).getByText('To fix: Link: This value is not valid.')).toBeTruthy();
    const quietRow = screen.getByRole('link', { name: 'First slide' }).closest('tr') as HTMLElement;
    expect(within(quietRow).queryByText(/Being edited/)).toBeNull();
    expect(within(quietRow).getByText('Published')).toBeTruthy();
  }, 20_000);
});
