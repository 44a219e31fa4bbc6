import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn } from '#web/test/renderApp';

/** The page's chunk is compiled on first use: slow when the whole suite runs at once. */
const PAGE_LOAD = { timeout: 5000 };
beforeAll(() => import('./MyPasswordPage'), 30_000);
const location = () => screen.getByTestId('location').textContent;

function passwordServer(reply: () => Response) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input).endsWith('/api/me/password') ? reply() : new Response(null, { status: 404 }),
  );
}

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
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('password change page', () => {
  it('rates the new password and asks for a matching confirmation', async () => {
    passwordServer(() => new Response(null, { status: 204 }));
    await renderApp('/en/my/password');
    await changePassword('Old!2025password', 'abc', 'abd');
    expect(await screen.findByText('Password strength: Very weak')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 10 characters long.')).toBeTruthy();
    expect(location()).toBe('/en/my/password');
  });

  it('signs out everywhere on success: session gone, sign-in page with the notice, no detour', async () => {
    passwordServer(() => new Response(null, { status: 204 }));
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
    passwordServer(() => Response.json({ code: 'CURRENT_PASSWORD_WRONG', message: 'x' }, { status: 400 }));
    await renderApp('/en/my/password');
    await changePassword('Wrong!2025password', 'Brand!New2025pass');
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Current password/)));
    expect(localStorage.getItem('accessToken')).toBe('access');
  });

  it('says how many wrong passwords count toward the lock, as sign-in does', async () => {
    passwordServer(() =>
      Response.json({ code: 'CURRENT_PASSWORD_WRONG', message: 'x', failedCount: 3, maxFailures: 10 }, { status: 400 }),
    );
    await renderApp('/en/my/password');
    await changePassword('Wrong!2025password', 'Brand!New2025pass');
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    expect(screen.getByText(/Failed sign-in attempts: 3\/10/)).toBeTruthy();
  });

  it('on a lock, leaves the ended session for the unlock page with the reason', async () => {
    passwordServer(() => Response.json({ code: 'ACCOUNT_LOCKED', message: 'x' }, { status: 423 }));
    await renderApp('/en/my/password');
    await changePassword('Wrong!2025password', 'Brand!New2025pass');
    await waitFor(() => expect(location()).toBe('/en/unlock'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await screen.findByText(/Your account is locked/)).toBeTruthy();
  });

  it('shows a rate limit in words', async () => {
    passwordServer(() => Response.json({ code: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 1 }, { status: 429 }));
    await renderApp('/en/my/password');
    await changePassword('Wrong!2025password', 'Brand!New2025pass');
    expect(await screen.findByText('Too many attempts. Please wait a moment and try again.')).toBeTruthy();
    expect(location()).toBe('/en/my/password');
  });
});
