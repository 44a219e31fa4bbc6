import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { signinResponseSchema, SigninResponse } from '@atrium/shared/api/auth';
import type { MfaMethod } from '@atrium/shared/api/mfa';
import type { Reply } from '#web/lib/api/request';
import { renderApp } from '#web/test/render-app';
import { server } from '#web/test/msw';
import { apiError, otherApiCallsNotFound } from '#web/test/http';
import { authHandlers } from '../api/auth.mocks';

// The browser's passkey prompt: Chromium's own is driven in e2e/staff-passkey.e2e.ts.
const browserPasskey = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browserPasskey);

const PAGE_LOAD = { timeout: 5000 };
// The page and the parts its form loads (the form, the code step): compiled once, before the tests.
beforeAll(
  () =>
    Promise.all([import('./SignInPage'), import('../components/SignInForm'), import('../components/MfaSignInStep')]),
  60_000,
);
const location = () => screen.getByTestId('location').textContent;
const SESSION: SigninResponse = {
  accessToken: 'a2',
  refreshToken: 'r2',
  username: 'Kim',
  role: 'ADMIN',
  pwdChange: false,
};

const PASSKEY_ANSWER = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: { clientDataJSON: 'cd', authenticatorData: 'ad', signature: 'sig' },
  clientExtensionResults: {},
};

type CodeReply = Reply<typeof signinResponseSchema> | Response;

/**
 * The password step asks for a code (or a passkey, with `methods`); `codeReply` answers each
 * POST /api/auth/signin/mfa and /api/auth/signin/passkey, whose bodies are recorded.
 */
function mfaServer(codeReply: (code: string) => CodeReply, methods: MfaMethod[] = ['totp']) {
  const codes: unknown[] = [];
  server.use(
    authHandlers.signIn({ mfaRequired: true, mfaToken: 't'.repeat(43), methods }),
    authHandlers.passkeyOptions({
      challenge: 'ch',
      rpId: 'localhost',
      allowCredentials: [{ id: 'cred', type: 'public-key' }],
    }),
    authHandlers.signInWithPasskey(async (request) => {
      codes.push(await request.json());
      return codeReply('passkey');
    }),
    authHandlers.signInWithCode(async (request) => {
      const body = (await request.json()) as { code: string };
      codes.push(body);
      return codeReply(body.code);
    }),
    // The page signing in leads to reads its own data: not what these tests are about.
    otherApiCallsNotFound(),
  );
  return codes;
}

async function passwordStep() {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/^E-mail/, undefined, PAGE_LOAD), 'kim@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Secret!2025pass');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  browserPasskey.startAuthentication.mockReset();
});

describe('sign-in with two-factor', () => {
  it('asks for a code after the password and signs in with it', async () => {
    const codes = mfaServer(() => SESSION);
    await renderApp('/en/signin?returnTo=%2Fen%2Fmy');
    const user = await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBeNull();
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/en/my'), PAGE_LOAD);
    expect(codes).toEqual([{ mfaToken: 't'.repeat(43), code: '123456' }]);
    expect(localStorage.getItem('accessToken')).toBe('a2');
  });

  it('says a wrong code is wrong and lets the member try again, with a recovery code', async () => {
    mfaServer((code) =>
      code === 'abcde-fghjk' ? SESSION : apiError(400, 'INVALID_MFA_CODE', { failedCount: 1, maxFailures: 5 }),
    );
    await renderApp('/en/signin');
    const user = await passwordStep();
    await user.type(await screen.findByLabelText(/^Code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong or has already been used.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Code/), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/en/'));
  });

  it('goes back to the password when the attempt has ended', async () => {
    mfaServer(() => apiError(401, 'MFA_CHALLENGE_ENDED'));
    await renderApp('/en/signin');
    const user = await passwordStep();
    await user.type(await screen.findByLabelText(/^Code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/had too many wrong codes\. Please sign in again\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends the member on to unlock when wrong codes have locked the account', async () => {
    mfaServer(() => apiError(423, 'ACCOUNT_LOCKED'));
    await renderApp('/en/signin');
    const user = await passwordStep();
    await user.type(await screen.findByLabelText(/^Code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/en/unlock?email=kim%40example.com'), PAGE_LOAD);
    expect(
      await screen.findByText('Your account is locked. Verify your e-mail and change your password to unlock it.'),
    ).toBeTruthy();
  });

  it('offers the passkey when the account has one, and signs in with it', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    browserPasskey.startAuthentication.mockResolvedValue(PASSKEY_ANSWER);
    const sent = mfaServer(() => SESSION, ['totp', 'passkey']);
    await renderApp('/en/signin');
    const user = await passwordStep();
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(location()).toBe('/en/'));
    expect(browserPasskey.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: expect.objectContaining({ challenge: 'ch' }),
    });
    expect(sent).toEqual([{ mfaToken: 't'.repeat(43), response: PASSKEY_ANSWER }]);
    expect(localStorage.getItem('accessToken')).toBe('a2');
  });

  it('says so when the passkey prompt is dismissed, and the code still works', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    browserPasskey.startAuthentication.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    mfaServer(() => SESSION, ['totp', 'passkey']);
    await renderApp('/en/signin');
    const user = await passwordStep();
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('The passkey was not used. Try again, or enter a code instead.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/en/'));
  });

  it('shows no passkey button for an account without one', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    mfaServer(() => SESSION);
    await renderApp('/en/signin');
    await passwordStep();
    expect(await screen.findByLabelText(/^Code/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});
