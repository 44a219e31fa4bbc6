import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '#web/lib/i18n/react';
import { useState } from 'react';
import { createQueryClient } from '#web/lib/query-client';
import { authApi } from '#web/lib/api/auth-api';
import { createTestI18n } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { apiError, noContent } from '#web/test/http';
import { mfaHandlers } from '#web/components/mfa/mfa.mocks';
import { accountHandlers } from '../api/account.mocks';
import { MfaSettings } from './MfaSettings';
import { useStepUp } from '#web/components/mfa/use-step-up';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/** The API's /api/me/mfa: off until a right code ('123456') confirms it; records the codes sent. */
function fakeServer() {
  const calls: string[] = [];
  let enabled = false;
  const codeOf = async (request: Request) => {
    const { code } = (await request.json()) as { code: string };
    calls.push(`POST ${new URL(request.url).pathname} ${code}`);
    return code;
  };
  server.use(
    mfaHandlers.status(() => ({
      enabled,
      recoveryCodesLeft: enabled ? 10 : 0,
      passkeys: 0,
      enrollmentRequired: false,
      stepUpUntil: null,
    })),
    accountHandlers.passkeys({ items: [] }),
    accountHandlers.totpEnrolment({
      secret: SECRET,
      otpauthUrl: `otpauth://totp/Atrium:kim?secret=${SECRET}&issuer=Atrium`,
    }),
    accountHandlers.totpConfirm(async (request) => {
      if ((await codeOf(request)) !== '123456') return apiError(400, 'INVALID_MFA_CODE');
      enabled = true;
      return { recoveryCodes: CODES };
    }),
    mfaHandlers.stepUp(async (request) =>
      (await codeOf(request)) === '654321'
        ? { stepUpUntil: '2026-11-26T10:05:00Z' }
        : apiError(400, 'INVALID_MFA_CODE'),
    ),
  );
  return calls;
}

async function renderWith(node: React.ReactNode) {
  const i18n = await createTestI18n('en');
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem('accessToken', 'access');
  // jsdom does not download: the click on the file link is only recorded.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  URL.createObjectURL = vi.fn(() => 'blob:codes');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('two-factor settings', () => {
  it('enrols: QR code drawn locally, the key for manual entry, a code, then the recovery codes once', async () => {
    const calls = fakeServer();
    await renderWith(<MfaSettings />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = await screen.findByRole('img', { name: 'QR code to add this account to an authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-secret').textContent?.replace(/\s/g, '')).toBe(SECRET);

    await user.type(screen.getByLabelText(/^Code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is wrong or has already been used.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('region', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    await user.click(within(list).getByRole('button', { name: 'Download' }));
    expect(URL.createObjectURL).toHaveBeenCalled();
    await user.click(within(list).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Two-factor sign-in is on. Recovery codes left: 10')).toBeTruthy();
    expect(screen.queryByText(CODES[0] ?? '')).toBeNull();
    expect(calls).toContain('POST /api/me/mfa/totp/confirm 123456');
  }, 20_000);
});

/** A step-up action: POST /api/admin/users/1/role refused until a code is given. */
function RoleButton() {
  const stepUp = useStepUp();
  const [done, setDone] = useState('');
  const change = () => authApi.requestVoid('/admin/users/1/role', { method: 'POST', body: { role: 'MANAGER' } });
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void stepUp.run(change).then(
            () => setDone('changed'),
            () => setDone('refused'),
          )
        }
      >
        change
      </button>
      <p>{done}</p>
      {stepUp.dialog}
    </>
  );
}

describe('step-up', () => {
  it('asks for a code when the server answers STEP_UP_REQUIRED, then does the action again', async () => {
    const calls = fakeServer();
    // Refused until the step-up call has been made (it is answered only for the right code).
    server.use(
      http.post('/api/admin/users/1/role', () =>
        calls.includes('POST /api/me/mfa/step-up 654321') ? noContent() : apiError(403, 'STEP_UP_REQUIRED'),
      ),
    );
    await renderWith(<RoleButton />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText(/^Code/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('changed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContain('POST /api/me/mfa/step-up 654321');
  });
});
