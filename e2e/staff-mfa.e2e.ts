import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { axeViolations, launchBrowser, newContext, watchErrors, type Browser } from './support/browser';
import { createMember, storage, submitSignIn, text, type Member } from './accounts.support';
import { promoteToManager, useSession } from './admin.support';

/** The code an authenticator app shows for `secret` now, or one time step later. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** Staff two-factor sign-in in the browser: set up TOTP in /my, then sign in with a code. */
describe('staff two-factor sign-in', () => {
  let browser: Browser;
  let manager: Member;
  beforeAll(async () => {
    browser = await launchBrowser();
    manager = await createMember();
    await promoteToManager(manager);
  });
  afterAll(() => browser.close());

  it('enrols TOTP with a code computed here and signs in with the next one', async () => {
    const context = await newContext(browser, 'desktop', { locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await useSession(page, manager);
    await page.goto('/en/my');

    await page.getByRole('button', { name: text('en', 'auth:mfa.start') }).click();
    await page.getByRole('img', { name: text('en', 'auth:mfa.qrAlt') }).waitFor();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(text('en', 'auth:mfa.codeLabel')).fill(codeFor(secret));
    await page.getByRole('button', { name: text('en', 'auth:mfa.confirm') }).click();

    const codes = page.getByRole('region', { name: text('en', 'auth:mfa.recoveryTitle') }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text('en', 'auth:mfa.done') }).click();
    await page.getByText(text('en', 'auth:mfa.on').replace('{{count}}', '10')).waitFor();

    // Signed out, the password alone no longer signs in: the second step asks for a code.
    await page.getByRole('button', { name: text('en', 'auth:my.signOut'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/');
    await page.goto('/en/signin');
    await submitSignIn(page, 'en', manager.email, manager.password);
    await page.getByRole('heading', { name: text('en', 'auth:mfa.title') }).waitFor();
    expect(await storage(page, 'accessToken')).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    // The enrolment code's time step is spent: the next one is accepted (replays are refused).
    await page.getByLabel(text('en', 'auth:mfa.codeLabel')).fill(codeFor(secret, 1));
    await page.getByRole('button', { name: text('en', 'auth:mfa.verify') }).click();
    await page.waitForURL((url) => url.pathname === '/en/');
    expect(await storage(page, 'accessToken')).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });
});
