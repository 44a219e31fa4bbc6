import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { contentSaveSchema, PRESENCE_HEARTBEAT_SECONDS, type ContentItem } from '@atrium/shared/api/content-admin';
import { defineType } from '@atrium/shared/content/define';
import { number, text } from '@atrium/shared/content/fields';
import { mockApi, on, renderContent, storedItem, writes } from '#web/features/admin/content/lib/content-test-utils';
import { useContentItem } from '#web/features/admin/content/api/get-content-item';
import { ContentEditor } from './ContentEditor';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Editing together (docs/spec/decisions.md §15): versions on every write, conflicts, presence. */
const samples = defineType({
  type: 'samples',
  titleField: 'title',
  previewPath: '',
  fields: {
    title: text({ required: true, max: 120 }),
    link: text({ localized: false, max: 200 }),
    sequence: number(1, 100, { integer: true }),
  },
});

const noop = () => undefined;
const editor = (item: ContentItem) =>
  renderContent(<ContentEditor type={samples} item={item} onCreated={noop} onDeleted={noop} onRestored={noop} />);
/** The editor on the item as the query cache holds it, as the edit page gives it (each answer shows). */
function CachedEditor() {
  const item = useContentItem('samples', 7);
  return item.data ? (
    <ContentEditor type={samples} item={item.data} onCreated={noop} onDeleted={noop} onRestored={noop} />
  ) : null;
}
const input = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const saveBody = (body: unknown) => contentSaveSchema.parse(body).data;

/** The version my form was filled from (4), and theirs saved meanwhile by Kim (5). */
const mineAtFour = storedItem(
  { title: { ko: '제목', en: 'Title' }, link: 'about', sequence: null },
  { id: 7, version: 4 },
);
const theirsAtFive = storedItem(
  { title: { ko: '그들의 제목', en: 'Title' }, link: 'about', sequence: 3 },
  { id: 7, version: 5, updatedAt: '2026-04-10T03:00:00.000Z', updatedBy: 'Kim' },
);
const conflict = () =>
  Response.json(
    {
      code: 'EDIT_CONFLICT',
      message: 'Someone else changed this item first.',
      current: { version: 5, updatedAt: '2026-04-10T03:00:00.000Z', author: 'Kim' },
    },
    { status: 409 },
  );

/** A save of mine refused because Kim saved first: the conflict view, with their item loaded. */
async function staleSave() {
  const calls = mockApi(
    on('GET', '/admin/content/samples/7', () => Response.json(theirsAtFive)),
    (call) => {
      if (call.method !== 'PUT' || call.path !== '/admin/content/samples/7') return undefined;
      if (call.ifMatch === '"4"') return conflict();
      return Response.json(storedItem(saveBody(call.body), { id: 7, version: 6 }));
    },
  );
  await editor(mineAtFour);
  const user = userEvent.setup({ delay: null });
  await user.type(input(/^Link/), '/history');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this item first' });
  await within(dialog).findByRole('table', { name: 'Their draft and your version, field by field' });
  return { calls, user, dialog };
}
const puts = (calls: { method: string }[]) => calls.filter((c) => c.method === 'PUT');

describe('editing together', () => {
  it('names the version it shows on every write, and continues from each answer', async () => {
    const calls = mockApi(
      on('GET', '/admin/content/samples/7', () => Response.json(mineAtFour)),
      on('PUT', '/admin/content/samples/7', (call) =>
        Response.json(storedItem(saveBody(call.body), { id: 7, version: 5 })),
      ),
      on('POST', '/admin/content/samples/7/publish', () =>
        Response.json(
          storedItem(
            { title: { ko: '제목' } },
            { id: 7, version: 6, status: 'scheduled', publishAt: '2099-05-01T00:30:00.000Z' },
          ),
        ),
      ),
      on('DELETE', '/admin/content/samples/7/schedule', () =>
        Response.json(storedItem({ title: { ko: '제목' } }, { id: 7, version: 7 })),
      ),
      on('DELETE', '/admin/content/samples/7', () => new Response(null, { status: 204 })),
    );
    await renderContent(<CachedEditor />);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /^Link/ }), '/history');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const publish = screen.getByRole('dialog', { name: 'Publish' });
    await user.click(within(publish).getByRole('button', { name: 'Publish now' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel schedule' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel schedule' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this item?' })).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/admin/content/samples/7')).toBe(true),
    );
    expect(writes(calls).map((c) => `${c.method} ${c.path} ${c.ifMatch}`)).toEqual([
      'PUT /admin/content/samples/7 "4"',
      'POST /admin/content/samples/7/publish "5"',
      'DELETE /admin/content/samples/7/schedule "6"',
      'DELETE /admin/content/samples/7 "7"',
    ]);
  }, 30_000);

  it('shows their draft and mine side by side when someone saved first, each difference marked', async () => {
    const { dialog } = await staleSave();
    // Focus is in the view, which says who saved and that nothing is lost yet.
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.textContent).toContain('(Kim, ');
    expect(dialog.textContent).toContain('nothing you typed is lost until you choose');
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Their draft (Kim)', 'Your version (not saved)']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Title (KOR)Changed by them', '그들의 제목', '제목'],
      ['LinkChanged by you', 'about', 'about/history'],
      ['Number in the seriesChanged by them', '3', '(empty)'],
    ]);
    // A translated value is marked as its language (the Korean face and voice in a Japanese admin too).
    const cellLang = (text: string) =>
      within(table)
        .getAllByRole('cell')
        .find((cell) => cell.textContent === text)
        ?.querySelector('[lang]')
        ?.getAttribute('lang');
    expect([cellLang('그들의 제목'), cellLang('제목'), cellLang('about')]).toEqual(['ko', 'ko', undefined]);
    expect(within(dialog).getByText(/every save is kept in the revisions/)).toBeTruthy();
    // Each way on says what it does (its description), and the view passes axe.
    expect(within(dialog).getByRole('button', { name: 'Copy my changes over' }).getAttribute('aria-describedby')).toBe(
      'edit-conflict-copy-help',
    );
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    // The form behind (hidden from assistive tech while the view is open) still holds what was typed.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Link/, hidden: true }).value).toBe('about/history');
  }, 30_000);

  it('reloads theirs: my changes go, the form shows their draft and saves on their version', async () => {
    const { calls, user, dialog } = await staleSave();
    await user.click(within(dialog).getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input(/^Title \(한국어\)/).value).toBe('그들의 제목');
    expect(input(/^Link/).value).toBe('about');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]?.ifMatch).toBe('"5"');
  }, 30_000);

  it('copies my changes over theirs for me to review, then saves on their version', async () => {
    const { calls, user, dialog } = await staleSave();
    await user.click(within(dialog).getByRole('button', { name: 'Copy my changes over' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Their title and number, my link; nothing is saved until I look and save.
    expect(input(/^Title \(한국어\)/).value).toBe('그들의 제목');
    expect(input(/^Link/).value).toBe('about/history');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: /^Number in the series/ }).value).toBe('3');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    const second = puts(calls)[1] as (typeof calls)[number];
    expect(second.ifMatch).toBe('"5"');
    expect(saveBody(second.body)).toMatchObject({
      title: { ko: '그들의 제목', en: 'Title' },
      link: 'about/history',
      sequence: 3,
    });
  }, 30_000);

  it('keeps mine as a new draft on purpose: saved over theirs with their version, nothing typed lost', async () => {
    const { calls, user, dialog } = await staleSave();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine as a new draft' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    const second = puts(calls)[1] as (typeof calls)[number];
    expect(second.ifMatch).toBe('"5"');
    expect(saveBody(second.body)).toMatchObject({ title: { ko: '제목', en: 'Title' }, link: 'about/history' });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input(/^Link/).value).toBe('about/history');
  }, 30_000);

  it('says at once who else has the item open, and again at each heartbeat', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const kim = { id: 2, name: 'Kim', since: '2026-04-10T03:00:00.000Z' };
    const lee = { id: 3, name: 'Lee', since: '2026-04-10T03:00:10.000Z' };
    let beats = 0;
    mockApi(
      on('POST', '/admin/content/samples/7/presence', () => {
        beats += 1;
        return Response.json({ editors: beats === 1 ? [kim] : [kim, lee] });
      }),
    );
    try {
      await editor(mineAtFour);
      expect(await screen.findByText('Kim is editing this item too.')).toBeTruthy();
      expect(beats).toBe(1);
      await vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_SECONDS * 1000);
      expect(await screen.findByText('Kim and Lee are editing this item too.')).toBeTruthy();
      expect(beats).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);

  it('marks a failed scheduled publish in the status bar, with why and what to fix', async () => {
    mockApi();
    await editor(
      storedItem(
        { title: { ko: '제목' }, link: '' },
        {
          id: 7,
          status: 'scheduled',
          publishAt: '2026-05-01T00:00:00.000Z',
          scheduleFailure: {
            at: '2026-05-01T00:00:00.000Z',
            code: 'VALIDATION_FAILED',
            fields: { 'title.en': 'REQUIRED' },
          },
        },
      ),
    );
    expect(screen.getByText('Scheduled · failed')).toBeTruthy();
    expect(screen.getByText(/^The scheduled change failed \(.+\): Check the entered information\./)).toBeTruthy();
    expect(screen.getByText('To fix: Title (ENG): This field is required.')).toBeTruthy();
    // It can still be called off or published again once fixed.
    expect(screen.getByRole('button', { name: 'Cancel schedule' })).toBeTruthy();
  }, 30_000);
});
