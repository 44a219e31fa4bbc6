import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import enAuth from '@atrium/shared/locales/en/auth.json';
import enCommon from '@atrium/shared/locales/en/common.json';
import { renderApp, signIn } from '#web/test/render-app';
import { server } from '#web/test/msw';
import { apiError, noContent } from '#web/test/http';

/** The page's chunk is compiled on first use: slow when the whole suite runs at once. */
const PAGE_LOAD = { timeout: 5000 };
beforeAll(() => import('../pages/MyPage'), 30_000);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
  signIn();
});

it('signing out while /my is still reading: home with "signed out", not a sign-in page saying the session expired', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const signOuts: unknown[] = [];
  server.use(
    http.post('/api/auth/signout', async ({ request }) => {
      signOuts.push(await request.json());
      release();
      return noContent();
    }),
    // The server ended the session by the time these reads reach it.
    http.all('/api/me*', async () => {
      await held;
      return apiError(402, 'INVALID_TOKEN');
    }),
  );
  await renderApp('/en/my');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: enAuth.my.signOut }, PAGE_LOAD));

  await waitFor(() => expect(signOuts).toEqual([{ refreshToken: 'refresh' }]));
  expect(await screen.findByText(enAuth.my.signedOut)).toBeTruthy();
  await waitFor(() => expect(location()).toBe('/en/'), PAGE_LOAD);
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(localStorage.getItem('refreshToken')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(location()).toBe('/en/');
  expect(screen.queryByText(enCommon.sessionExpired)).toBeNull();
});
