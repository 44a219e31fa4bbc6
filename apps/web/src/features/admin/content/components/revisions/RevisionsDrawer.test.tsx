import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mainSlides } from '@atrium/shared/content/types/slides';
import { mockApi, on, renderContent, storedItem } from '#web/features/admin/content/lib/content-test-utils';
import { RevisionsDrawer } from './RevisionsDrawer';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PC = '0b7e6b1e-2a57-4c4e-9d7a-1c1f6a3f0a01';
const MOBILE = '0b7e6b1e-2a57-4c4e-9d7a-1c1f6a3f0a02';
const current = {
  title: { ko: '새 제목', en: 'New title' },
  mobileTitle: {},
  pcImage: PC,
  mobileImage: MOBILE,
  link: '/ko/about',
};
const revisionOne = { ...current, title: { ko: '옛 제목', en: 'New title' }, link: '/ko/news' };

describe('revisions', () => {
  it('hands a restore refused because someone saved meanwhile to the conflict view', async () => {
    mockApi(
      on('GET', '/admin/content/main-slides/3/revisions', () =>
        Response.json([{ rev: 1, at: '2026-04-09T02:00:00.000Z', author: null, memo: '', kind: 'draft' }]),
      ),
      on('GET', '/admin/content/main-slides/3/revisions/1', () =>
        Response.json({
          rev: 1,
          at: '2026-04-09T02:00:00.000Z',
          author: null,
          memo: '',
          kind: 'draft',
          data: revisionOne,
        }),
      ),
      on('POST', '/admin/content/main-slides/3/revisions/1/restore', () =>
        Response.json(
          {
            code: 'EDIT_CONFLICT',
            message: 'Changed meanwhile.',
            current: { version: 10, updatedAt: '2026-04-10T03:00:00.000Z', author: 'Kim' },
          },
          { status: 409 },
        ),
      ),
    );
    const restored = vi.fn();
    const conflict = vi.fn();
    await renderContent(
      <RevisionsDrawer
        type={mainSlides}
        id={3}
        current={current}
        version={9}
        dirty
        open
        onClose={() => undefined}
        onRestored={restored}
        onConflict={conflict}
      />,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Revision #1 ·/ }));
    await user.click(await screen.findByRole('button', { name: 'Restore revision #1' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Restore revision #1?' })).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(() => expect(conflict).toHaveBeenCalled());
    expect(restored).not.toHaveBeenCalled();
  }, 20_000);

  it('compares a chosen revision with the draft field by field, and restores it after asking', async () => {
    const calls = mockApi(
      on('GET', '/admin/content/main-slides/3/revisions', () =>
        Response.json([
          { rev: 3, at: '2026-04-10T03:00:00.000Z', author: 'kim@example.org', memo: '', kind: 'restored' },
          {
            rev: 2,
            at: '2026-04-10T02:00:00.000Z',
            author: 'kim@example.org',
            memo: 'Spring title',
            kind: 'published',
          },
          { rev: 1, at: '2026-04-09T02:00:00.000Z', author: 'lee@example.org', memo: '', kind: 'draft' },
        ]),
      ),
      on('GET', '/admin/content/main-slides/3/revisions/1', () =>
        Response.json({
          rev: 1,
          at: '2026-04-09T02:00:00.000Z',
          author: 'lee@example.org',
          memo: '',
          kind: 'draft',
          data: revisionOne,
        }),
      ),
      on('POST', '/admin/content/main-slides/3/revisions/1/restore', () =>
        Response.json(storedItem(revisionOne, { id: 3 })),
      ),
    );
    const restored = vi.fn();
    await renderContent(
      <RevisionsDrawer
        type={mainSlides}
        id={3}
        current={current}
        version={9}
        dirty={false}
        open
        onClose={() => undefined}
        onRestored={restored}
        onConflict={() => undefined}
      />,
    );
    const user = userEvent.setup({ delay: null });
    // What made each revision, in words (with its memo).
    const list = await screen.findByRole('list', { name: 'Revisions, newest first' });
    await within(list).findByRole('button', { name: /^Revision #3 ·/ });
    const entries = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(entries[0]).toMatch(/kim@example\.orgRestored$/);
    expect(entries[1]).toMatch(/kim@example\.orgPublished · Spring title$/);
    expect(entries[2]).toMatch(/lee@example\.orgDraft saved$/);
    await user.click(screen.getByRole('button', { name: /^Revision #1 ·/ }));

    const table = await screen.findByRole('table', { name: 'Revision #1 compared with the current draft' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Title (KOR)', '옛 제목', '새 제목'],
      ['Link', '/ko/news', '/ko/about'],
    ]);
    // Only the words that changed are struck through on one side and underlined on the other.
    expect([...table.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['옛', '/ko/news']);
    expect([...table.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['새', '/ko/about']);

    await user.click(screen.getByRole('button', { name: 'Restore revision #1' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore revision #1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restored).toHaveBeenCalled());
    // The restore names the version of the draft it replaces.
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/admin/content/main-slides/3/revisions/1/restore')?.ifMatch,
    ).toBe('"9"');
  }, 20_000);
});
