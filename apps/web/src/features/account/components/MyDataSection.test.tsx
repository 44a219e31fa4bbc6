import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import enAuth from '@atrium/shared/locales/en/auth.json';
import { renderApp, signIn } from '#web/test/render-app';
import { server } from '#web/test/msw';
import { apiError, noContent, otherApiCallsNotFound } from '#web/test/http';
import { accountHandlers } from '../api/account.mocks';

/** The page's chunk is compiled on first use: slow when the whole suite runs at once. */
const PAGE_LOAD = { timeout: 5000 };
beforeAll(() => import('../pages/MyPage'), 30_000);
const location = () => screen.getByTestId('location').textContent;
const my = enAuth.my;

/** The API answering the account deletion with `reply`, recording what was sent; every other call is 404. */
function deletionServer(reply: () => Response) {
  const deletions: unknown[] = [];
  server.use(
    accountHandlers.deleteAccount(async (request) => {
      deletions.push(await request.json());
      return reply();
    }),
    otherApiCallsNotFound(),
  );
  return deletions;
}

async function openDeletion() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: my.delete }, PAGE_LOAD));
  const dialog = await screen.findByRole('dialog', { name: my.deleteTitle });
  return { user, dialog };
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
  signIn();
});

describe('/my: account deletion', { timeout: 15_000 }, () => {
  it('says what is erased and what is kept, and asks for the password before deleting', async () => {
    const deletions = deletionServer(noContent);
    await renderApp('/en/my');
    const { user, dialog } = await openDeletion();
    expect(dialog.textContent).toContain(my.deleteErased);
    expect(dialog.textContent).toContain(my.deleteKept);
    await user.click(within(dialog).getByRole('button', { name: my.deleteConfirm }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(deletions).toEqual([]);

    await user.type(within(dialog).getByLabelText(new RegExp(`^${my.deletePassword}`)), 'Old!2025password');
    await user.click(within(dialog).getByRole('button', { name: my.deleteConfirm }));
    await waitFor(() => expect(location()).toBe('/en/'));
    expect(deletions).toEqual([{ password: 'Old!2025password' }]);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(await screen.findByText(my.deleted)).toBeTruthy();
  });

  it('keeps the member signed in and says so on a wrong password', async () => {
    deletionServer(() => apiError(400, 'CURRENT_PASSWORD_WRONG'));
    await renderApp('/en/my');
    const { user, dialog } = await openDeletion();
    await user.type(within(dialog).getByLabelText(new RegExp(`^${my.deletePassword}`)), 'Wrong!2025password');
    await user.click(within(dialog).getByRole('button', { name: my.deleteConfirm }));
    expect(await within(dialog).findByText('The current password is incorrect.')).toBeTruthy();
    expect(location()).toBe('/en/my');
    expect(localStorage.getItem('accessToken')).toBe('access');
  });

  it('can be cancelled', async () => {
    const deletions = deletionServer(noContent);
    await renderApp('/en/my');
    const { user, dialog } = await openDeletion();
    await user.click(within(dialog).getByRole('button', { name: enAuth.mfa.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletions).toEqual([]);
    expect(localStorage.getItem('accessToken')).toBe('access');
  });
});
