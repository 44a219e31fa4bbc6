import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '#web/lib/router';
import { mockApi, on, renderContent, storedItem } from '#web/features/admin/content/lib/content-test-utils';
import ContentEditPage from '#web/features/admin/content/pages/ContentEditPage';
import { storedRelease } from '../lib/release-test-data';

beforeEach(() => {
  localStorage.setItem('accessToken', 'access');
});

afterEach(() => {
  localStorage.clear();
});

const { items: _items, ...summary } = storedRelease();
const RELEASES = {
  items: [
    { ...summary, itemCount: 2 },
    { ...summary, id: 4, title: 'Went live already', status: 'published' as const, itemCount: 1 },
    { ...summary, id: 2, title: 'Winter hours', status: 'failed' as const, itemCount: 1 },
  ],
};

/** An exhibition's editor, as /admin/content/exhibitions/5 opens it. */
async function openEditor() {
  const calls = mockApi(
    on('GET', '/admin/content/exhibitions/5', () =>
      Response.json(storedItem({ slug: 'light', title: { ko: '빛과 기억' } }, { id: 5 })),
    ),
    on('GET', '/admin/releases', () => Response.json(RELEASES)),
    on('POST', '/admin/releases/3/items', () => Response.json(storedRelease())),
    on('POST', '/admin/releases', () => Response.json({ id: 9 }, { status: 201 })),
  );
  await renderContent(
    <Routes>
      <Route path="/admin/content/:type/:id" element={<ContentEditPage />} />
    </Routes>,
    { path: '/admin/content/exhibitions/5' },
  );
  await screen.findByRole('textbox', { name: /^Title \(한국어\)/ });
  return calls;
}

describe('add to release, from an item’s editor', () => {
  it('offers the releases not yet live and adds the item to the one chosen', async () => {
    const calls = await openEditor();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add to release' }));
    const menu = await screen.findByRole('menu', { name: 'Add to release' });
    await within(menu).findByRole('menuitem', { name: 'Spring opening' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Spring opening', 'Winter hours', 'New release…']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Spring opening' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/releases/3/items')).toBe(true));
    expect(calls.find((c) => c.path === '/admin/releases/3/items')?.body).toEqual({ type: 'exhibitions', id: 5 });
  }, 20_000);

  it('starts a new release with the item', async () => {
    const calls = await openEditor();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add to release' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New release…' }));
    const dialog = screen.getByRole('dialog', { name: 'New release' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Autumn');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/admin/releases')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/admin/releases')?.body).toEqual({
      title: 'Autumn',
      items: [{ type: 'exhibitions', id: 5 }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New release' })).toBeNull());
  }, 20_000);
});
