import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, watchCspViolations, type Browser, type Page } from './support/browser';
import {
  apiSignIn,
  createMember,
  fillNewPassword,
  masked,
  storage,
  submitSignIn,
  text,
  uniqueEmail,
  uniquePhone,
} from './accounts.support';
import { codeIn, mailCount, waitForMail } from './support/mail';
import type { Language } from '@atrium/shared/languages';

/**
 * Issue 43, item 5: the account forms post to their own pages (docs/spec/decisions.md §16). With
 * JavaScript off the browser used to send `?email=…&password=…` by GET: the password in the
 * address bar, the history and the server's log, and nobody signed in.
 */
describe('account forms posted to their pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  let clients = 0;
  const withoutScript = async () => {
    clients += 1;
    const context = await browser.newContext({
      baseURL: baseURL(),
      javaScriptEnabled: false,
      locale: 'ko-KR',
      extraHTTPHeaders: { 'x-forwarded-for': `10.252.${process.pid % 250}.${clients}` },
    });
    const page = await context.newPage();
    // Every address the browser asks for, to see that none carries what was typed.
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(`${request.method()} ${request.url()}`));
    return { context, page, addresses };
  };
  const fieldValue = (page: Page, name: string) =>
    page.locator(`input[name="${name}"]:not([type="hidden"])`).inputValue();

  /**
   * The e-mail verification without JavaScript: each button posts its form and the page comes
   * back with the next step. A code sent to the address under 30 s ago (its sign-up through the
   * API) holds a new one back, which the page says; the visitor asks again a little later.
   */
  async function verifyWithoutScript(page: Page, lang: Language, email: string) {
    await page.locator('input[name="email"]:not([type="hidden"])').fill(email);
    const before = mailCount(email);
    const send = page.getByRole('button', {
      name: new RegExp(`^(${text(lang, 'auth:verify.send')}|${text(lang, 'auth:verify.resend')})$`),
    });
    const deadline = Date.now() + 45_000;
    while (mailCount(email) === before) {
      if (Date.now() > deadline) throw new Error(`no code came to ${email}`);
      await send.click();
      await page.waitForLoadState();
      if (mailCount(email) === before) await page.waitForTimeout(3000);
    }
    const code = codeIn(await waitForMail(email));
    await page.locator('input[name="code"]').fill(code);
    await page.getByRole('button', { name: text(lang, 'auth:verify.verify'), exact: true }).click();
    // Verified: the address is locked.
    await page.locator('input[name="email"][readonly]').waitFor();
  }

  it('refuses a wrong password with JavaScript off: a post, the refusal in words, the e-mail kept', async () => {
    const member = await createMember();
    const { context, page, addresses } = await withoutScript();
    await page.goto('/ko/signin');
    await submitSignIn(page, 'ko', member.email, 'Wrong!2025guess');
    await page.getByText(text('ko', 'errors:BAD_CREDENTIALS')).waitFor();
    expect(await page.getByText('1/10').count()).toBeGreaterThan(0);
    expect(await fieldValue(page, 'email')).toBe(member.email);
    expect(await fieldValue(page, 'password')).toBe('');
    expect(addresses).toContain(`POST ${baseURL()}/ko/signin`);
    expect(addresses.filter((a) => a.includes('Wrong') || a.includes('password='))).toEqual([]);
    await context.close();
  });

  it('signs in with JavaScript off and says that staying signed in needs it', async () => {
    const member = await createMember();
    const { context, page, addresses } = await withoutScript();
    await page.goto('/ko/signin');
    await submitSignIn(page, 'ko', member.email, member.password);
    await page.getByText(text('ko', 'auth:signin.signedInTitle')).waitFor();
    await page.getByText(text('ko', 'auth:signin.needsScript')).waitFor();
    expect(addresses.filter((a) => a.includes(encodeURIComponent(member.password)))).toEqual([]);
    await context.close();
  });

  it('finds an ID with JavaScript off', async () => {
    const member = await createMember();
    const { context, page } = await withoutScript();
    await page.goto('/ko/searchId');
    await page.locator('input[name="name"]').fill(member.name);
    await page.locator('input[name="phoneNumber"]').fill(member.phone);
    await page.getByRole('button', { name: text('ko', 'auth:findId.submit') }).click();
    await page.getByText(masked(member.email)).waitFor();
    await context.close();
  });

  it(
    'resets a password with JavaScript off: the code, then the new password, nothing in an address',
    { timeout: 90_000 },
    async () => {
      const member = await createMember();
      const { context, page, addresses } = await withoutScript();
      await page.goto('/ko/reset-password');
      await verifyWithoutScript(page, 'ko', member.email);
      const password = 'Lantern#2025reset';
      await fillNewPassword(page, 'newPassword', password);
      await page.getByRole('button', { name: text('ko', 'auth:reset.submit') }).click();
      await page.getByText(text('ko', 'auth:reset.doneTitle')).waitFor();
      await apiSignIn({ ...member, password });
      expect(addresses.filter((a) => /[?&](code|email|newPassword|verificationToken)=/.test(a))).toEqual([]);
      await context.close();
    },
  );

  it('signs up with JavaScript off, the details kept through a refusal', async () => {
    const email = uniqueEmail();
    const { context, page, addresses } = await withoutScript();
    await page.goto('/en/signup');
    await verifyWithoutScript(page, 'en', email);
    await fillNewPassword(page, 'password', 'Harbor#2025posted');
    await page.locator('input[name="name"]').fill('Posted Member');
    await page.locator('input[name="phoneNumber"]').fill(uniquePhone());
    await page.locator('input[type="radio"][value="GENERAL"]').check();
    // The terms left unticked: refused, with what was typed kept (the password typed again).
    await page.getByRole('button', { name: text('en', 'auth:signup.submit') }).click();
    await page.getByText(text('en', 'validation:TERMS_REQUIRED')).first().waitFor();
    expect(await fieldValue(page, 'name')).toBe('Posted Member');
    await fillNewPassword(page, 'password', 'Harbor#2025posted');
    await page.locator('input[name="agreeService"]').check();
    await page.locator('input[name="agreePrivacy"]').check();
    await page.getByRole('button', { name: text('en', 'auth:signup.submit') }).click();
    await page.getByText(text('en', 'auth:signin.needsScript')).waitFor();
    await apiSignIn({ email, password: 'Harbor#2025posted', name: 'Posted Member', phone: '' });
    expect(addresses.filter((a) => a.includes('Harbor'))).toEqual([]);
    await context.close();
  });

  it('keeps the session of a sign-in the server answered and goes on, where scripts run', async () => {
    // The form reaches the server itself when the app has not taken it over (its code failed to
    // come): the answer's script keeps the session, allowed by the page's CSP.
    const member = await createMember();
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const violations = await watchCspViolations(page);
    await page.goto('/ko/signin?returnTo=%2Fko%2Fmy');
    await page.evaluate(
      ({ email, password }) => {
        const form = document.querySelector<HTMLFormElement>('form[method="post"]');
        if (!form) throw new Error('no form that posts');
        form.querySelector<HTMLInputElement>('input[name="email"]')!.value = email;
        form.querySelector<HTMLInputElement>('input[name="password"]')!.value = password;
        // Past the app's handlers, as a browser without the app's code sends it.
        HTMLFormElement.prototype.submit.call(form);
      },
      { email: member.email, password: member.password },
    );
    await page.waitForURL((url) => url.pathname === '/ko/my');
    expect(await storage(page, 'refreshToken')).toBeTruthy();
    // The member's own page, with their profile read with the kept session.
    await expect.poll(() => page.locator('input[name="name"]').inputValue()).toBe(member.name);
    expect(violations).toEqual([]);
    await context.close();
  });
});
