import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn } from '#web/test/render-app';
import { server } from '#web/test/msw';
import { apiError, noContent, otherApiCallsNotFound } from '#web/test/http';
import { accountHandlers } from '../api/account.mocks';

/** The page's chunk is compiled on first use: slow when the whole suite runs at once. */
const PAGE_LOAD = { timeout: 5000 };
beforeAll(() => import('./MyPasswordPage'), 30_000);
const location = () => screen.getByTestId('location').textContent;

/** The API answering the password change with `reply`; every other call is 404. */
const passwordServer = (reply: () => Response) =>
  server.use(accountHandlers.changePassword(reply), otherApiCallsNotFound());

async function changePassword(current: string, next: string, confirm = next) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/^Current password/, undefined, PAGE_LOAD), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
  signIn();
});

describe('password change page', () => {
  it('rates the new password and asks for a matching confirmation', async () => {
    passwordServer(noContent);
    await renderApp('/en/my/password');
    await changePassword('Old!2025password', 'abc', 'abd');
    expect(await screen.findByText('Password strength: Very weak')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 10 characters long.')).toBeTruthy();
    expect(location()).toBe('/en/my/password');
  });

  it('signs out everywhere on success: session gone, sign-in page with the notice, no detour', async () => {
    passwordServer(noContent);
    await renderApp('/en/my/password');
    await changePassword('Old!2025password', 'Brand!New2025pass');
    await waitFor(() => expect(location()).toBe('/en/signin'));
    expect(
      await screen.findByText('Your password has been changed. Please sign in again with the new password.'),
    ).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('puts a wrong current password on its field', async () => {
    passwordServer(() => apiError(400, 'CURRENT_PASSWORD_WRONG'));
    await renderApp('/en/my/password');
    await changePassword('Wrong!2025password', 'Brand!New2025pass');
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Current password/)));
    expect(localStorage.getItem('accessToken')).toBe('access');
  });

  it('says how many wrong passwords count toward the lock, as sign-in does', async () => {
    passwordServer(() => apiError(400, 'CURRENT_PASSWORD_WRONG', { failedCount: 3, maxFailures: 10 }));
    await renderApp('/en/my/password');
    await changePassword('Wrong!2025password', 'Brand!New2025pass');
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    expect(screen.getByText(/Failed sign-in attempts: 3\/10/)).toBeTruthy();
  });

  it('on a lock, leaves the ended session for the unlock page with the reason', async () => {
    passwordServer(() => apiError(423, 'ACCOUNT_LOCKED'));
    await renderApp('/en/my/password');
    await changePassword('Wrong!2025password', 'Brand!New2025pass');
    await waitFor(() => expect(location()).toBe('/en/unlock'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await screen.findByText(/Your account is locked/)).toBeTruthy();
  });

  it('shows a rate limit in words', async () => {
    passwordServer(() => apiError(429, 'RATE_LIMITED', { retryAfterSeconds: 1 }));
    await renderApp('/en/my/password');
    await changePassword('Wrong!2025password', 'Brand!New2025pass');
    expect(await screen.findByText('Too many attempts. Please wait a moment and try again.')).toBeTruthy();
    expect(location()).toBe('/en/my/password');
  });
});
