import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '#web/lib/i18n/react';
import { createQueryClient } from '#web/lib/query-client';
import { createTestI18n } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { apiError, noContent } from '#web/test/http';
import { mfaHandlers } from '#web/components/mfa/mfa.mocks';
import { accountHandlers } from '../api/account.mocks';
import { PasskeySection } from './PasskeySection';

// The browser's passkey prompt: Chromium's own is driven in e2e/staff-passkey.e2e.ts.
const browserPasskey = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browserPasskey);

const CREATED = {
  id: 'new',
  rawId: 'new',
  type: 'public-key',
  response: { clientDataJSON: 'cd', attestationObject: 'ao' },
  clientExtensionResults: {},
};

/** The API's /api/me/mfa/passkeys with one passkey; creation options need a step-up ('654321') first. */
function fakeServer() {
  const calls: string[] = [];
  let steppedUp = false;
  const passkeys = [{ id: 1, name: 'Phone', createdAt: '2026-11-01T00:00:00Z', lastUsedAt: null as string | null }];
  /** Records "METHOD /path body" and answers the JSON body sent. */
  const sent = async <T,>(request: Request): Promise<T> => {
    const body = (await request.json()) as T;
    calls.push(`${request.method} ${new URL(request.url).pathname} ${JSON.stringify(body)}`);
    return body;
  };
  server.use(
    mfaHandlers.status(() => ({
      enabled: true,
      recoveryCodesLeft: 10,
      passkeys: passkeys.length,
      enrollmentRequired: false,
      stepUpUntil: null,
    })),
    accountHandlers.passkeys(() => ({ items: passkeys })),
    accountHandlers.passkeyOptions(() =>
      steppedUp
        ? {
            challenge: 'ch',
            rp: { id: 'localhost', name: 'localhost' },
            user: { id: 'u', name: 'kim@example.org', displayName: 'Kim' },
            pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
          }
        : apiError(403, 'STEP_UP_REQUIRED'),
    ),
    mfaHandlers.stepUp(async (request) => {
      steppedUp = (await sent<{ code: string }>(request)).code === '654321';
      return steppedUp ? { stepUpUntil: '2026-11-26T10:05:00Z' } : apiError(400, 'INVALID_MFA_CODE');
    }),
    accountHandlers.addPasskey(async (request) => {
      const { name } = await sent<{ name: string }>(request);
      const added = { id: 2, name, createdAt: '2026-11-26T10:00:00Z', lastUsedAt: null };
      passkeys.push(added);
      return added;
    }),
    accountHandlers.removePasskey(async (request) => {
      if ((await sent<{ code: string }>(request)).code !== '112233') return apiError(403, 'STEP_UP_REQUIRED');
      passkeys.splice(0, 1);
      return noContent();
    }),
  );
  return calls;
}

async function renderSection() {
  const i18n = await createTestI18n('en');
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <PasskeySection />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem('accessToken', 'access');
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  browserPasskey.startRegistration.mockReset();
  localStorage.clear();
});

describe('passkeys in /my', () => {
  it('adds a named passkey after asking for a code, then lists it', async () => {
    const calls = fakeServer();
    browserPasskey.startRegistration.mockResolvedValue(CREATED);
    await renderSection();
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await within(section).findByText('Phone');

    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(section).findByText('This field is required.')).toBeTruthy();
    await user.type(within(section).getByLabelText(/^Passkey name/), 'Office laptop');
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));

    // The session has not proved a code lately: the step-up dialog asks, offering the passkey too.
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(await within(dialog).findByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Code/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await within(section).findByText('Office laptop')).toBeTruthy();
    expect(browserPasskey.startRegistration).toHaveBeenCalledWith({
      optionsJSON: expect.objectContaining({ challenge: 'ch' }),
    });
    expect(calls).toContain(
      `POST /api/me/mfa/passkeys ${JSON.stringify({ name: 'Office laptop', response: CREATED })}`,
    );
  }, 20_000);

  it('says so when the browser prompt is dismissed, and adds nothing', async () => {
    const calls = fakeServer();
    browserPasskey.startRegistration.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    await renderSection();
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await user.type(within(section).getByLabelText(/^Passkey name/), 'Tablet');
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText(/^Code/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await within(section).findByText('The passkey was not used. Try again, or enter a code instead.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.startsWith('POST /api/me/mfa/passkeys {'))).toBe(false);
  }, 20_000);

  it('removes a passkey with the password and a code', async () => {
    const calls = fakeServer();
    await renderSection();
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await user.click(await within(section).findByRole('button', { name: 'Remove the passkey “Phone”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the passkey “Phone”' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret!2025pass');
    await user.type(within(dialog).getByLabelText(/^Code/), '112233');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(section).queryByText('Phone')).toBeNull());
    expect(calls).toContain(
      `DELETE /api/me/mfa/passkeys/1 ${JSON.stringify({ password: 'Secret!2025pass', code: '112233' })}`,
    );
  }, 20_000);
});
