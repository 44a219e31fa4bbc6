import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { signinResponseSchema } from '@atrium/shared/api/auth';
import type { Reply } from '#web/lib/api/request';
import { renderApp } from '#web/test/render-app';
import { server } from '#web/test/msw';
import { apiError, otherApiCallsNotFound } from '#web/test/http';
import { authHandlers } from '../api/auth.mocks';

/** The page's chunk is compiled on first use: slow when the whole suite runs at once. */
const PAGE_LOAD = { timeout: 5000 };
// The page and the parts its form loads (the form, the code step): compiled once, before the tests.
beforeAll(() => Promise.all([import('./SignInPage'), import('../components/SignInForm')]), 60_000);
const location = () => screen.getByTestId('location').textContent;

/** Answers POST /api/auth/signin with `reply`, and records the bodies sent. */
function signinServer(reply: () => Reply<typeof signinResponseSchema> | Response) {
  const bodies: unknown[] = [];
  server.use(
    authHandlers.signIn(async (request) => {
      bodies.push(await request.json());
      return reply();
    }),
    // The page signing in leads to reads its own data: not what these tests are about.
    otherApiCallsNotFound(),
  );
  return bodies;
}

async function fillAndSend(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/^E-mail/, undefined, PAGE_LOAD), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
});

describe('sign-in page', () => {
  it('checks the fields as the server does and moves the focus to the first wrong one', async () => {
    const bodies = signinServer(() => Response.json({}));
    await renderApp('/en/signin');
    await fillAndSend('not-an-email', '');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/)));
    expect(bodies).toEqual([]);
  });

  it('keeps the session and returns to the page the gate stopped at', async () => {
    const bodies = signinServer(() => ({
      accessToken: 'a1',
      refreshToken: 'r1',
      username: 'Kim',
      role: 'USER',
      pwdChange: false,
    }));
    await renderApp('/en/signin?returnTo=%2Fen%2Fmy%2Fpassword%3Fx%3D1');
    await fillAndSend('Kim@Example.com ', 'Secret!2025pass');
    await waitFor(() => expect(location()).toBe('/en/my/password?x=1'));
    expect(bodies).toEqual([{ email: 'kim@example.com', password: 'Secret!2025pass' }]);
    expect(localStorage.getItem('accessToken')).toBe('a1');
    expect(localStorage.getItem('username')).toBe('Kim');
    expect(localStorage.getItem('pwdChange')).toBe('false');
  });

  it('ignores a returnTo that leaves the site', async () => {
    signinServer(() => ({ accessToken: 'a1', refreshToken: 'r1', username: 'Kim', role: 'USER', pwdChange: false }));
    await renderApp('/en/signin?returnTo=%2F%2Fevil.example%2F');
    await fillAndSend('kim@example.com', 'Secret!2025pass');
    await waitFor(() => expect(location()).toBe('/en/'));
  });

  it('shows the failed attempts as n/10', async () => {
    signinServer(() => apiError(401, 'BAD_CREDENTIALS', { failedCount: 3, maxFailures: 10 }));
    await renderApp('/en/signin');
    await fillAndSend('kim@example.com', 'Wrong!2025pass');
    expect(await screen.findByText(/Failed sign-in attempts: 3\/10/)).toBeTruthy();
    expect(screen.getByText('The ID or password is incorrect. Please check again.')).toBeTruthy();
  });

  it('sends a locked account on to the unlock page, with the lock message and the address', async () => {
    signinServer(() => apiError(423, 'ACCOUNT_LOCKED'));
    await renderApp('/en/signin');
    await fillAndSend('kim@example.com', 'Secret!2025pass');
    await waitFor(() => expect(location()).toBe('/en/unlock?email=kim%40example.com'));
    expect(
      await screen.findByText('Your account is locked. Verify your e-mail and change your password to unlock it.'),
    ).toBeTruthy();
  });

  it('says which step failed when the server fails, not only that an error occurred', async () => {
    signinServer(() => apiError(500, 'INTERNAL_ERROR'));
    await renderApp('/en/signin');
    await fillAndSend('kim@example.com', 'Secret!2025pass');
    expect(
      await screen.findByText('Sign-in failed because of an error on our side. Please try again in a moment.'),
    ).toBeTruthy();
  });

  it('warns that more than 10 failures lock the account', async () => {
    signinServer(() => apiError(401, 'BAD_CREDENTIALS', { failedCount: 10, maxFailures: 10 }));
    await renderApp('/en/signin');
    await fillAndSend('kim@example.com', 'Secret!2025pass');
    expect(await screen.findByText(/More than 10 failures will lock your account\./)).toBeTruthy();
  });

  it.each([
    ['LOGIN_BLOCKED', 'Too many failed sign-in attempts. Sign-in is blocked for 24 hours.'],
    ['TOO_MANY_REQUESTS', 'Too many requests. Access is restricted for 30 minutes.'],
  ])('explains %s', async (code, message) => {
    signinServer(() => apiError(429, code, { retryAfterSeconds: 60 }));
    await renderApp('/en/signin');
    await fillAndSend('kim@example.com', 'Secret!2025pass');
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
