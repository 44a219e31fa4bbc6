import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '#web/lib/router';
import type { PublishWarnings } from '@atrium/shared/api/content-admin';
import { mockApi, on, renderContent, storedItem } from '#web/features/admin/content/lib/content-test-utils';
import ContentEditPage from '#web/features/admin/content/pages/ContentEditPage';

beforeEach(() => {
  localStorage.setItem('accessToken', 'access');
});

afterEach(() => {
  localStorage.clear();
});

/** An exhibition's editor with the publish dialog open, the server answering `warnings`. */
async function openPublishDialog(warnings: PublishWarnings) {
  const calls = mockApi(
    on('GET', '/admin/content/exhibitions/5', () =>
      Response.json(storedItem({ slug: 'light', title: { ko: '빛과 기억' } }, { id: 5 })),
    ),
    on('GET', '/admin/content/exhibitions/5/warnings', () => Response.json(warnings)),
  );
  await renderContent(
    <Routes>
      <Route path="/admin/content/:type/:id" element={<ContentEditPage />} />
    </Routes>,
    { path: '/admin/content/exhibitions/5' },
  );
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Publish' }));
  return { dialog: screen.getByRole('dialog', { name: 'Publish' }), calls };
}

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('the publish dialog', () => {
  it('lists missing and outdated languages and draft artworks before its button, linking to them', async () => {
    const { dialog, calls } = await openPublishDialog({
      languages: [
        { lang: 'en', state: 'missing' },
        { lang: 'ja', state: 'missing' },
        { lang: 'fr', state: 'stale' },
      ],
      related: [
        { type: 'artworks', id: 12, title: 'Moon Jar', status: 'draft' },
        { type: 'artworks', id: 13, title: 'Ink Stone', status: 'scheduled' },
      ],
    });
    const heading = await within(dialog).findByRole('heading', { name: 'Before you publish' });
    const warning = heading.closest('[role="alert"]') as HTMLElement;
    expect(text(warning)).toContain('Not translated yet: English and Japanese.');
    expect(text(warning)).toContain('Translation outdated (the Korean changed since): French.');
    expect(text(warning)).toContain('Related items not on the public site yet (2):');
    expect(within(warning).getByRole('link', { name: 'Moon Jar' }).getAttribute('href')).toBe(
      '/admin/content/artworks/12',
    );
    expect(text(warning)).toContain('Moon Jar (Artworks, Draft)');
    expect(text(warning)).toContain('Ink Stone (Artworks, Scheduled)');
    // Before the button, not after.
    const button = within(dialog).getByRole('button', { name: 'Publish now' });
    expect(warning.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/warnings'))).toHaveLength(1);
  }, 20_000);

  it('lists nothing when there is nothing to know', async () => {
    const { dialog, calls } = await openPublishDialog({ languages: [], related: [] });
    await vi.waitFor(() => expect(calls.some((c) => c.path.endsWith('/warnings'))).toBe(true));
    await vi.waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    expect(within(dialog).queryByRole('heading', { name: 'Before you publish' })).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Publish now' })).toBeTruthy();
  }, 20_000);
});
