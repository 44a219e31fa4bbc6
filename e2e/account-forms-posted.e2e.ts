import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, watchCspViolations, type Browser, type Page } from './support/browser';
import { createMember, masked, storage, submitSignIn, text } from './accounts.support';

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
  const fieldValue = (page: Page, name: string) => page.locator(`input[name="${name}"]`).inputValue();

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
