import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageFormKey, type FindIdFormState, type SignInFormState } from '@atrium/shared/api/page-forms';
import { renderApp } from '#web/test/render-app';
import { server } from '#web/test/msw';
import { otherApiCallsNotFound } from '#web/test/http';
import { authHandlers } from '../api/auth.mocks';

/** The page's chunk is compiled on first use: slow when the whole suite runs at once. */
const PAGE_LOAD = { timeout: 5000 };
beforeAll(
  () =>
    Promise.all([
      import('./SignInPage'),
      import('./SearchIdPage'),
      import('../components/SignInForm'),
      import('../components/MfaSignInStep'),
    ]),
  60_000,
);

const served = (state: SignInFormState) => ({ queries: [{ key: pageFormKey('signin'), data: state }] });
const refused = (status: number, code: string, extra: object = {}) => ({ status, code, message: code, ...extra });

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
});

/**
 * Issue 43, item 5: the page the server answers a form posted without the app with
 * (docs/spec/decisions.md §16) shows the outcome, and the app takes the form over from there.
 */
describe('the sign-in page answering a posted form', () => {
  it('shows a refusal in words with the e-mail kept, and sends the next try through the app', async () => {
    const bodies: unknown[] = [];
    server.use(
      authHandlers.signIn(async (request) => {
        bodies.push(await request.json());
        return Response.json({
          accessToken: 'a1',
          refreshToken: 'r1',
          username: 'Kim',
          role: 'USER',
          pwdChange: false,
        });
      }),
      otherApiCallsNotFound(),
    );
    await renderApp(
      '/en/signin',
      served({ email: 'kim@example.com', error: refused(401, 'BAD_CREDENTIALS', { failedCount: 4, maxFailures: 10 }) }),
    );
    expect(await screen.findByText(/Failed sign-in attempts: 4\/10/, undefined, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('The ID or password is incorrect. Please check again.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('kim@example.com');
    expect(screen.getByLabelText<HTMLInputElement>(/^Password/).value).toBe('');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Password/), 'Secret!2025pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBe('a1'));
    expect(bodies).toEqual([{ email: 'kim@example.com', password: 'Secret!2025pass' }]);
  });

  it('shows field errors on their fields', async () => {
    await renderApp(
      '/en/signin',
      served({ email: 'x', error: refused(400, 'VALIDATION_FAILED', { fields: { email: 'INVALID_EMAIL' } }) }),
    );
    expect(await screen.findByText('Please enter a valid email address.', undefined, PAGE_LOAD)).toBeTruthy();
  });

  it('offers the way to unlock a locked account', async () => {
    await renderApp('/en/signin', served({ email: 'kim@example.com', error: refused(423, 'ACCOUNT_LOCKED') }));
    const link = await screen.findByRole('link', { name: 'Unlock your account' }, PAGE_LOAD);
    expect(link.getAttribute('href')).toBe('/en/unlock?email=kim%40example.com');
  });

  it('asks for the code with the pending sign-in in a hidden field, showing a wrong code', async () => {
    await renderApp(
      '/en/signin',
      served({
        email: 'kim@example.com',
        mfa: { mfaRequired: true, mfaToken: 'tok-123', methods: ['totp'] },
        error: refused(400, 'INVALID_MFA_CODE'),
      }),
    );
    const code = await screen.findByLabelText(/code/i, undefined, PAGE_LOAD);
    const form = code.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector<HTMLInputElement>('input[type="hidden"][name="mfaToken"]')?.value).toBe('tok-123');
    expect(within(form as HTMLElement).getByRole('alert').textContent).toMatch(/code/i);
  });

  it('says that staying signed in needs JavaScript where the page could not keep the session', async () => {
    await renderApp('/en/signin', served({ email: 'kim@example.com', signedIn: true }));
    expect(await screen.findByText('You are signed in', undefined, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText(/needs JavaScript and browser storage/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('posts the form to the page itself, never by GET', async () => {
    await renderApp('/en/signin');
    const email = await screen.findByLabelText(/^E-mail/, undefined, PAGE_LOAD);
    const form = email.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.hasAttribute('action')).toBe(false);
  });
});

describe('find ID answering a posted form', () => {
  it('shows the e-mails found with what was typed', async () => {
    const state: FindIdFormState = {
      name: 'Kim',
      phoneNumber: '01012345678',
      phoneRegion: 'KR',
      emails: ['ki***@example.com'],
    };
    await renderApp('/en/searchId', { queries: [{ key: pageFormKey('searchId'), data: state }] });
    expect(await screen.findByText('ki***@example.com', undefined, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Kim');
  });
});
