import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { pageFormKey, type RecoveryFormState } from '@atrium/shared/api/page-forms';
import { renderApp } from '#web/test/render-app';

const PAGE_LOAD = { timeout: 5000 };
beforeAll(() => import('./ResetPasswordPage'), 30_000);

const open = (state: RecoveryFormState) => {
  window.scrollTo = vi.fn();
  return renderApp('/en/reset-password', { queries: [{ key: pageFormKey('resetPassword'), data: state }] });
};
const hidden = (form: Element | null, name: string) =>
  form?.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

/** Issue 43, item 5: each step of a reset the server answered, posted without the app. */
describe('the reset page answering a posted form', () => {
  it('shows the code form for the address the code went to, and lets another be asked for', async () => {
    await open({ email: 'kim@example.com', sent: true });
    const code = await screen.findByLabelText(/^Verification code/, undefined, PAGE_LOAD);
    const form = code.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(hidden(form, 'email')).toBe('kim@example.com');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend code' }).disabled).toBe(false);
  });

  it('counts down the wait the server started once the app runs, before another code may be asked for', async () => {
    await open({ email: 'kim@example.com', sent: true, resendInSeconds: 30 });
    const countdown = await screen.findByRole<HTMLButtonElement>('button', { name: /^Resend in \d+ s$/ }, PAGE_LOAD);
    expect(countdown.disabled).toBe(true);
  });

  it('says a wrong code is wrong, on the code field', async () => {
    await open({
      email: 'kim@example.com',
      sent: true,
      error: { status: 400, code: 'INVALID_VERIFICATION_CODE', message: '', at: 'code' },
    });
    expect(await screen.findByText('Invalid verification code', undefined, PAGE_LOAD)).toBeTruthy();
  });

  it('asks for the new password with the proof in hidden fields, and shows its refusal', async () => {
    await open({
      email: 'kim@example.com',
      verificationToken: 'proof-1',
      passwordError: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '',
        fields: { passwordConfirm: 'PASSWORD_MISMATCH' },
      },
    });
    const button = await screen.findByRole('button', { name: 'Change password' }, PAGE_LOAD);
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(hidden(form, 'email')).toBe('kim@example.com');
    expect(hidden(form, 'verificationToken')).toBe('proof-1');
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(screen.getAllByText('E-mail verified').length).toBeGreaterThan(0);
  });

  it('says the password was changed', async () => {
    await open({ email: 'kim@example.com', done: true });
    expect(await screen.findByText('Your password has been changed', undefined, PAGE_LOAD)).toBeTruthy();
  });
});
