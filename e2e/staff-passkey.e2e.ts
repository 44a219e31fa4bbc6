import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { signinResponseSchema } from '@atrium/shared/api/auth';
import { axeViolations, baseURL, launchBrowser, watchErrors, type Browser } from './support/browser';
import { createMember, storage, submitSignIn, text, type Member } from './accounts.support';
import { promoteToManager } from './admin.support';

const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

// Browsers refuse an IP address as a WebAuthn relying party: the server stands for a loopback
// public URL with localhost on the same port, so these pages are opened there.
const localhostURL = () => baseURL().replace('127.0.0.1', 'localhost');

async function call(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${baseURL()}/api${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': '172.30.9.1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** TOTP turned on through the API (the browser journey of that is e2e/staff-mfa.e2e.ts), then a code sign-in. */
async function withTotpSession(member: Member) {
  const first = signinResponseSchema.parse(
    await (await call('/auth/signin', { email: member.email, password: member.password })).json(),
  );
  const { secret } = (await (await call('/me/mfa/totp', undefined, first.accessToken)).json()) as { secret: string };
  expect((await call('/me/mfa/totp/confirm', { code: codeFor(secret) }, first.accessToken)).status).toBe(200);
  const challenge = (await (await call('/auth/signin', { email: member.email, password: member.password })).json()) as {
    mfaToken: string;
  };
  const done = await call('/auth/signin/mfa', { mfaToken: challenge.mfaToken, code: codeFor(secret, 1) });
  expect(done.status).toBe(200);
  return signinResponseSchema.parse(await done.json());
}

/** Staff passkeys in the browser: registered in /my with Chromium's virtual authenticator, then used to sign in. */
describe('staff passkeys', () => {
  let browser: Browser;
  let manager: Member;
  beforeAll(async () => {
    browser = await launchBrowser();
    manager = await createMember();
    await promoteToManager(manager);
  });
  afterAll(() => browser.close());

  it('registers a passkey in /my and signs in with it instead of a code', async () => {
    const tokens = await withTotpSession(manager);
    const context = await browser.newContext({
      baseURL: localhostURL(),
      extraHTTPHeaders: { 'x-forwarded-for': '172.30.9.2' },
      locale: 'en-US',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // A platform authenticator with user verification, as a laptop's fingerprint reader is.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto('/en/terms/service');
    await page.evaluate(
      ({ accessToken, refreshToken, name }) => {
        localStorage.setItem('accessToken', accessToken);
        localStorage.setItem('refreshToken', refreshToken);
        localStorage.setItem('username', name);
        localStorage.setItem('pwdChange', 'false');
      },
      { ...tokens, name: manager.name },
    );
    await page.goto('/en/my');
    const section = page.getByRole('region', { name: text('en', 'auth:mfa.passkeysTitle') });
    await section.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await section.getByLabel(text('en', 'auth:mfa.passkeyName')).fill('E2E laptop');
    await section.getByRole('button', { name: text('en', 'auth:mfa.passkeyAdd') }).click();
    await page.getByText(text('en', 'auth:mfa.passkeyAdded')).waitFor();
    await section.getByText('E2E laptop').waitFor();
    await section.getByText(text('en', 'auth:mfa.passkeyNeverUsed')).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);

    // Signed out, the password then the passkey sign in: no code typed.
    await page.getByRole('button', { name: text('en', 'auth:my.signOut'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/');
    await page.goto('/en/signin');
    await submitSignIn(page, 'en', manager.email, manager.password);
    await page.getByRole('heading', { name: text('en', 'auth:mfa.title') }).waitFor();
    await page.getByText(text('en', 'auth:mfa.signinIntroPasskey')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text('en', 'auth:mfa.usePasskey') }).click();
    await page.waitForURL((url) => url.pathname === '/en/');
    expect(await storage(page, 'accessToken')).toBeTruthy();

    // The list says it was used.
    await page.goto('/en/my');
    await page.getByText('E2E laptop').waitFor();
    await expect.poll(async () => page.getByText(text('en', 'auth:mfa.passkeyNeverUsed')).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
