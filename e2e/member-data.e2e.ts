import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newContext, watchErrors, type Browser, type Page } from './support/browser';
import {
  fillNewPassword,
  storage,
  submitSignIn,
  text,
  uniqueEmail,
  uniquePhone,
  verifyEmail,
} from './accounts.support';

/** Fills and sends the sign-up form after the e-mail check (a general member). */
async function signUp(page: Page, email: string, password: string, phone: string) {
  await page.goto('/en/signup');
  await verifyEmail(page, 'en', email);
  await fillNewPassword(page, 'password', password);
  await page.locator('input[name="name"]').fill('Data Rights');
  await page.locator('input[name="phoneNumber"]').fill(phone);
  await page.locator('input[type="radio"][value="GENERAL"]').check();
  await page.getByRole('checkbox', { name: text('en', 'auth:terms.all') }).check();
  await page.getByRole('button', { name: text('en', 'auth:signup.submit') }).click();
}

/** Members' data rights in the browser (docs/spec/decisions.md §13): signed in at sign-up, export, deletion. */
describe('members’ data rights', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs up signed in, downloads the data, deletes the account, and the address signs up again', async () => {
    const context = await newContext(browser, 'desktop', { locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = uniqueEmail();
    const phone = uniquePhone();
    const password = 'Harbor#2025rights';

    await signUp(page, email, password, phone);
    // Signed in at once, on the welcome step of /my.
    await page.waitForURL((url) => url.pathname === '/en/my');
    await page.getByRole('heading', { name: text('en', 'auth:signup.doneTitle'), level: 2 }).waitFor();
    expect(await storage(page, 'accessToken')).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);

    // The export is a JSON file with the profile and no secret.
    const exportButton = page.getByRole('button', { name: text('en', 'auth:my.export') });
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^atrium-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = fs.readFileSync(await download.path(), 'utf8');
    const data = JSON.parse(file);
    expect(data.profile).toMatchObject({ email, name: 'Data Rights', memberType: 'GENERAL' });
    expect(data.consents.map((c: { kind: string }) => c.kind)).toEqual(['terms', 'privacy']);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(file).not.toMatch(/passwordHash|\$argon2|tokenHash/);

    // Deletion says what goes and what stays, asks the password, then signs out.
    await page.getByRole('button', { name: text('en', 'auth:my.delete') }).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'auth:my.deleteTitle') });
    await dialog.getByText(text('en', 'auth:my.deleteErased')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text('en', 'auth:my.deleteConfirm') }).click();
    await dialog.getByText(text('en', 'validation:REQUIRED')).first().waitFor();
    await dialog.locator('input[name="password"]').fill(password);
    await dialog.getByRole('button', { name: text('en', 'auth:my.deleteConfirm') }).click();
    await page.waitForURL((url) => url.pathname === '/en/');
    await page.getByText(text('en', 'auth:my.deleted')).waitFor();
    expect(await storage(page, 'accessToken')).toBeNull();

    // The old password opens nothing.
    await page.goto('/en/signin');
    await submitSignIn(page, 'en', email, password);
    await page.getByText(text('en', 'errors:BAD_CREDENTIALS')).waitFor();
    expect(await storage(page, 'accessToken')).toBeNull();

    // The same e-mail and phone sign up again, as a new account.
    await signUp(page, email, password, phone);
    await page.waitForURL((url) => url.pathname === '/en/my');
    await page.getByRole('heading', { name: text('en', 'auth:signup.doneTitle'), level: 2 }).waitFor();
    // Only the refusals the journey asks for: the old password, and a second code if it was asked
    // for within 30 s of the first (on a busy machine the journey takes longer, and there is none).
    const refusal = (status: string, path: string) =>
      `console: Failed to load resource: the server responded with a status of ${status} at ${path}`;
    const oldPassword = refusal('401 (Unauthorized)', '/api/auth/signin');
    const codeTooSoon = refusal('429 (Too Many Requests)', '/api/auth/email/code');
    expect(errors.filter((e) => e === oldPassword)).toHaveLength(1);
    expect(errors.filter((e) => e === codeTooSoon).length).toBeLessThanOrEqual(1);
    expect(errors.filter((e) => e !== oldPassword && e !== codeTooSoon)).toEqual([]);
    await context.close();
  });
});
