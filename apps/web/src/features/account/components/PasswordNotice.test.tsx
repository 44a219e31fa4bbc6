import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn } from '#web/test/render-app';
import { server } from '#web/test/msw';
import { noContent, otherApiCallsNotFound } from '#web/test/http';
import { accountHandlers } from '../api/account.mocks';

/** The page's chunk is compiled on first use: slow when the whole suite runs at once. */
const PAGE_LOAD = { timeout: 5000 };
beforeAll(() => import('./PasswordNoticeDialog'), 30_000);
const location = () => screen.getByTestId('location').textContent;

function dueForChange() {
  signIn();
  localStorage.setItem('pwdChange', 'true');
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
  // The page behind the notice reads its own data too: not what these tests are about.
  server.use(otherApiCallsNotFound());
});

describe('the password-change notice', () => {
  it('is not shown when the password is recent', async () => {
    signIn();
    localStorage.setItem('pwdChange', 'false');
    await renderApp('/en/news');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Do Later" closes it for this session', async () => {
    dueForChange();
    await renderApp('/en/news');
    const dialog = await screen.findByRole('dialog', { name: 'Time for a new password' }, PAGE_LOAD);
    expect(dialog.textContent).toContain('It has been over 90 days since you changed your password');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Do Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('pwdChange')).toBe('false');
    expect(localStorage.getItem('accessToken')).toBe('access');
  });

  it('"Don\'t Show for a Week" tells the server, then closes', async () => {
    dueForChange();
    const snoozes: unknown[] = [];
    server.use(
      accountHandlers.snoozePasswordNotice(async (request) => {
        snoozes.push(await request.json());
        return noContent();
      }),
    );
    await renderApp('/en/news');
    await screen.findByRole('dialog', undefined, PAGE_LOAD);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: "Don't Show for a Week" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snoozes).toEqual([{ snooze: 'week' }]);
    expect(localStorage.getItem('pwdChange')).toBe('false');
  });

  it('"Change password" goes to the password change page', async () => {
    dueForChange();
    await renderApp('/en/news');
    await screen.findByRole('dialog', undefined, PAGE_LOAD);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(location()).toBe('/en/my/password'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
