import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@atrium/shared/languages';
import {
  axeViolations,
  formTakenOver,
  launchBrowser,
  openPage,
  watchErrors,
  type Browser,
  type Page,
} from './support/browser';
import { waitForMail } from './support/mail';
import {
  apiSignIn,
  createMember,
  fillNewPassword,
  masked,
  pathOf,
  storage,
  submitSignIn,
  text,
  type Member,
  uniqueEmail,
  uniquePhone,
  verifyEmail,
} from './accounts.support';

/** The member accounts as members meet them: sign-up to password change, in the browser, against the real server. */
describe('member accounts', () => {
  let browser: Browser;
  let lockMember: Member;
  let resetMember: Member;
  beforeAll(async () => {
    browser = await launchBrowser();
    [lockMember, resetMember] = await Promise.all([createMember(), createMember()]);
  });
  afterAll(() => browser.close());

  const open = (lang: Language, device: 'desktop' | 'phone' = 'desktop') => openPage(browser, lang, device);
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

  it.each(['ko', 'en'] as const)(
    '%s: signs up with the e-mailed code (signed in at once), signs in and out, and comes back to a gated page',
    async (lang) => {
      const { context, page } = await open(lang);
      const errors = watchErrors(page);
      const email = uniqueEmail();
      const password = 'Journey#2025atrium';
      await page.goto(`/${lang}/signup`);
      await verifyEmail(page, lang, email);

      await fillNewPassword(page, 'password', password);
      await page.locator('input[name="name"]').fill(`Journey ${lang}`);
      await page.locator('input[name="phoneNumber"]').fill(uniquePhone());
      await page.locator('input[type="radio"][value="BLESSED_FAMILY"]').check();
      // Blessed families give their church and blessing group.
      await page.locator('input[name="churchAffiliation"]').fill('Atrium Church');
      await page.locator('input[name="blessingGroup"]').fill('430');
      await page.getByRole('checkbox', { name: text(lang, 'auth:terms.all') }).check();
      await page.getByRole('button', { name: text(lang, 'auth:signup.submit') }).click();
      // Signed in at once, on the welcome step of /my.
      await page.waitForURL((url) => url.pathname === `/${lang}/my`);
      await page.getByRole('heading', { name: text(lang, 'auth:signup.doneTitle'), level: 2 }).waitFor();
      expect(await storage(page, 'refreshToken')).toBeTruthy();
      await page.getByRole('button', { name: text(lang, 'auth:my.signOut'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/${lang}/`);

      await page.goto(`/${lang}/signin`);
      await submitSignIn(page, lang, email, password);
      await page.waitForURL((url) => url.pathname === `/${lang}/`);
      expect(await storage(page, 'username')).toBe(`Journey ${lang}`);
      expect(await storage(page, 'role')).toBe('USER');
      expect(await storage(page, 'pwdChange')).toBe('false');
      expect(await storage(page, 'refreshToken')).toBeTruthy();

      // Holding a token, the sign-in page sends to the home page.
      await page.goto(`/${lang}/signin`);
      await page.waitForURL((url) => url.pathname === `/${lang}/`);

      await page.goto(`/${lang}/my`);
      await page.getByRole('button', { name: text(lang, 'auth:my.signOut'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/${lang}/`);
      expect(await storage(page, 'accessToken')).toBeNull();

      await page.goto(`/${lang}/my/password?x=1`);
      await page.waitForURL(`**/${lang}/signin?returnTo=**`);
      await submitSignIn(page, lang, email, password);
      await page.waitForURL((url) => url.pathname === `/${lang}/my/password`);
      expect(pathOf(page)).toBe(`/${lang}/my/password?x=1`);
      await heading(page, text(lang, 'meta:myPassword.title'));
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('says which step failed when the server fails: sending a code, signing up, signing in', async () => {
    const { context, page } = await open('ja');
    const serverFails = (path: string) =>
      page.route(`**/api/auth/${path}`, (route) =>
        route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'x' } }),
      );
    const email = uniqueEmail();
    await page.goto('/ja/signup');
    await serverFails('email/code');
    await formTakenOver(page, 'input[name="email"]:not([type="hidden"])');
    await page.locator('input[name="email"]:not([type="hidden"])').fill(email);
    await page.getByRole('button', { name: text('ja', 'auth:verify.send'), exact: true }).click();
    await page.getByText(text('ja', 'auth:verify.sendFailed')).waitFor();
    await page.unroute('**/api/auth/email/code');

    await verifyEmail(page, 'ja', email);
    await fillNewPassword(page, 'password', 'Journey#2025atrium');
    await page.locator('input[name="name"]').fill('Failing Server');
    await page.locator('input[name="phoneNumber"]').fill(uniquePhone());
    await page.locator('input[type="radio"][value="GENERAL"]').check();
    await page.getByRole('checkbox', { name: text('ja', 'auth:terms.all') }).check();
    await serverFails('signup');
    await page.getByRole('button', { name: text('ja', 'auth:signup.submit') }).click();
    await page.getByText(text('ja', 'auth:signup.failed')).waitFor();

    await page.goto('/ja/signin');
    await serverFails('signin');
    // The app's request (which the route fails), not the form's own post before the app runs.
    await formTakenOver(page, 'input[name="email"]:not([type="hidden"])');
    await submitSignIn(page, 'ja', email, 'Journey#2025atrium');
    await page.getByText(text('ja', 'auth:signin.failed')).waitFor();
    await context.close();
  });

  it('refreshes an expired access token once, and signs out on an invalid one', async () => {
    const member = await createMember();
    const tokens = await apiSignIn(member);
    const { context, page } = await open('en');
    await page.goto('/en/');
    await page.evaluate((t) => {
      localStorage.setItem('accessToken', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, tokens);

    let profileCalls = 0;
    await page.route('**/api/me', (route) => {
      profileCalls += 1;
      if (profileCalls > 1) return route.continue();
      return route.fulfill({ status: 401, json: { code: 'TOKEN_EXPIRED', message: 'expired' } });
    });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/signin/refresh')) refreshes.push(request.url());
    });
    await page.goto('/en/my');
    await expect.poll(() => page.locator('input[name="name"]').inputValue()).toBe(member.name);
    expect(refreshes).toHaveLength(1);
    expect(profileCalls).toBe(2);
    expect(await storage(page, 'refreshToken')).not.toBe(tokens.refreshToken);
    expect(await storage(page, 'accessToken')).not.toBe(tokens.accessToken);
    await page.unroute('**/api/me');

    // A token the server cannot read (402 INVALID_TOKEN): the session is cleared, sign-in follows.
    await page.evaluate(() => localStorage.setItem('accessToken', 'not-a-token'));
    await page.goto('/en/my');
    await page.waitForURL('**/en/signin**');
    expect(await storage(page, 'accessToken')).toBeNull();
    expect(await storage(page, 'refreshToken')).toBeNull();
    await context.close();
  });

  it('keeps profile edits after a reload, signs other devices out, and changes the password', async () => {
    const member = await createMember();
    await apiSignIn(member); // another device
    const { context, page } = await open('en');
    await page.goto('/en/signin');
    await submitSignIn(page, 'en', member.email, member.password);
    await page.waitForURL((url) => url.pathname === '/en/');

    await page.goto('/en/my');
    const name = page.locator('input[name="name"]');
    await expect.poll(() => name.inputValue()).toBe(member.name);
    const phone = uniquePhone();
    await name.fill('Edited Name');
    await page.locator('input[name="phoneNumber"]').fill(phone);
    await page.locator('input[type="radio"][value="GENERAL"]').check();
    expect(await page.locator('input[name="churchAffiliation"]').count()).toBe(0);
    await page.getByRole('button', { name: text('en', 'auth:my.save') }).click();
    await page.getByText(text('en', 'auth:my.saved')).waitFor();

    await page.reload();
    await expect.poll(() => name.inputValue()).toBe('Edited Name');
    expect(await page.locator('input[name="phoneNumber"]').inputValue()).toBe(
      `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`,
    );
    expect(await page.locator('input[type="radio"][value="GENERAL"]').isChecked()).toBe(true);

    const devices = page
      .locator('section', { has: page.getByRole('heading', { name: text('en', 'auth:sessions.title') }) })
      .locator('li');
    // Signing up signed the member in (one session), then another device, then this browser.
    await expect.poll(() => devices.count()).toBe(3);
    await page.getByText(text('en', 'auth:sessions.thisDevice')).waitFor();
    await page.getByRole('button', { name: text('en', 'auth:sessions.signOutOthers') }).click();
    await expect.poll(() => devices.count()).toBe(1);

    await page.goto('/en/my/password');
    const newPassword = 'Changed!2025pass';
    await page.locator('input[name="currentPassword"]').fill(member.password);
    await fillNewPassword(page, 'newPassword', newPassword);
    await page.getByRole('button', { name: text('en', 'meta:myPassword.title') }).click();
    await page.waitForURL((url) => url.pathname === '/en/signin');
    await page.getByText(text('en', 'auth:password.changed')).waitFor();
    expect(await storage(page, 'accessToken')).toBeNull();

    await submitSignIn(page, 'en', member.email, member.password);
    await page.getByText(text('en', 'errors:BAD_CREDENTIALS')).waitFor();
    await submitSignIn(page, 'en', member.email, newPassword);
    await page.waitForURL((url) => url.pathname === '/en/');
    await context.close();
  });

  describe('accessibility (axe-core)', () => {
    const pages = ['signin', 'signup', 'searchId', 'reset-password', 'unlock', 'my', 'my/password'];
    it.each(['ko', 'en'] as const)('%s: the account pages have no violations', async (lang) => {
      const tokens = await apiSignIn(await createMember());
      const { context, page } = await open(lang);
      for (const path of pages) {
        const member = path.startsWith('my');
        await page.goto(`/${lang}/`);
        await page.evaluate(
          ({ t, signedIn }) => {
            if (!signedIn) return localStorage.clear();
            localStorage.setItem('accessToken', t.accessToken);
            localStorage.setItem('refreshToken', t.refreshToken);
          },
          { t: tokens, signedIn: member },
        );
        await page.goto(`/${lang}/${path}`);
        await page.waitForSelector('main h1');
        if (path === 'my') await page.locator('input[name="name"]').waitFor();
        expect(await axeViolations(page), path).toEqual([]);
      }
      // With every field in error, too.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`/${lang}/signup`);
      await page.getByRole('button', { name: text(lang, 'auth:signup.submit') }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      expect(await axeViolations(page), 'signup with errors').toEqual([]);
      await context.close();
    });
  });

  // Last: their members were created in beforeAll, so the 30 s between two codes to one address has passed.
  it('counts wrong passwords to n/10, locks on the 11th and unlocks with an e-mail code and a new password', async () => {
    const member = lockMember;
    const { context, page } = await open('ko');
    await page.goto('/ko/signin');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await submitSignIn(page, 'ko', member.email, 'Wrong!password1');
      await page.getByText(`${attempt}/10`).waitFor();
    }
    // The 11th: sent on to unlock this address, with the lock message (docs/spec/product-spec.md §4).
    await submitSignIn(page, 'ko', member.email, 'Wrong!password1');
    await page.waitForURL('**/ko/unlock?email=**');
    await page.getByText(text('ko', 'errors:ACCOUNT_LOCKED')).waitFor();
    const lockMail = await waitForMail(member.email, (m) => m.text.includes('/ko/unlock?email='));
    expect(lockMail.text).toContain(encodeURIComponent(member.email));

    expect(await page.locator('input[name="email"]:not([type="hidden"])').inputValue()).toBe(member.email);
    await verifyEmail(page, 'ko', member.email);
    const newPassword = 'Unlocked!2025new';
    await fillNewPassword(page, 'newPassword', newPassword);
    await page.getByRole('button', { name: text('ko', 'auth:unlock.submit') }).click();
    await heading(page, text('ko', 'auth:unlock.doneTitle'));

    await page
      .getByRole('main')
      .getByRole('link', { name: text('ko', 'auth:signin.submit'), exact: true })
      .click();
    await submitSignIn(page, 'ko', member.email, newPassword);
    await page.waitForURL((url) => url.pathname === '/ko/');
    expect(await storage(page, 'accessToken')).toBeTruthy();
    await context.close();
  });

  it('finds the ID by name and phone, then resets the password by e-mail code', async () => {
    const member = resetMember;
    const { context, page } = await open('en');
    await page.goto('/en/searchId');
    await page.locator('input[name="name"]').fill('Nobody Here');
    await page.locator('input[name="phoneNumber"]').fill(member.phone);
    await page.getByRole('button', { name: text('en', 'auth:findId.submit') }).click();
    await page.getByText(text('en', 'errors:MEMBER_NOT_FOUND')).waitFor();
    await page.locator('input[name="name"]').fill(member.name);
    await page.getByRole('button', { name: text('en', 'auth:findId.submit') }).click();
    await page.getByText(masked(member.email)).waitFor();

    await page
      .getByRole('link', { name: text('en', 'auth:links.resetPassword') })
      .first()
      .click();
    await page.waitForURL('**/en/reset-password');
    await verifyEmail(page, 'en', member.email);
    // The same password as before is refused on its field.
    await fillNewPassword(page, 'newPassword', member.password);
    await page.getByRole('button', { name: text('en', 'auth:reset.submit') }).click();
    await page.getByText(text('en', 'errors:PASSWORD_SAME_AS_OLD')).waitFor();
    const newPassword = 'Reset!2025brandnew';
    await fillNewPassword(page, 'newPassword', newPassword);
    await page.getByRole('button', { name: text('en', 'auth:reset.submit') }).click();
    await heading(page, text('en', 'auth:reset.doneTitle'));

    await page
      .getByRole('main')
      .getByRole('link', { name: text('en', 'auth:signin.submit'), exact: true })
      .click();
    await submitSignIn(page, 'en', member.email, newPassword);
    await page.waitForURL((url) => url.pathname === '/en/');
    await context.close();
  });
});
