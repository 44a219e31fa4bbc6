import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@atrium/shared/languages';
import { launchBrowser, openPage, type Browser } from './support/browser';
import { createMember, storage, text } from './accounts.support';

/**
 * The account forms the server sends, used before the page's code (or the form's) has come, as
 * on a slow phone: what was typed and sent is kept, sent once, and answered in words.
 */
describe('account forms before their code', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const open = (lang: Language, device: 'desktop' | 'phone' = 'desktop') => openPage(browser, lang, device);
  it('keeps what a member typed into the server’s sign-in form before its code ran, and signs in with it', async () => {
    const member = await createMember();
    const { context, page } = await open('ko', 'phone');
    // The page's code held back, as on a slow phone: the form the server sent is already there.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const arrived = page.goto('/ko/signin');
    await page.locator('input[name="email"]:not([type="hidden"])').fill(member.email);
    await page.locator('input[name="password"]').fill(member.password);
    release();
    await arrived;
    await page.getByRole('button', { name: text('ko', 'auth:signin.submit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/ko/');
    expect(await storage(page, 'refreshToken')).toBeTruthy();
    await context.close();
  });

  it('answers a sign-up sent before its code came: the form posts, and the server answers with its errors in words', async () => {
    const { context, page } = await open('ko');
    // The form's code comes on the visitor's first input; here it does not come at all.
    await page.route(/\/assets\/SignUpForm-[^/]*\.js$/, () => {});
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await page.goto('/ko/signup');
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: text('ko', 'auth:signup.submit') }).click(),
    ]);
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await page.getByText(text('ko', 'validation:REQUIRED')).first().waitFor();
    expect(posts).toEqual(['/ko/signup']);
    await context.close();
  });

  it('signs in once when the form is sent the moment its code arrives', async () => {
    const member = await createMember();
    const { context, page } = await open('en', 'phone');
    const signIns: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && ['/api/auth/signin', '/en/signin'].includes(pathname)) signIns.push(pathname);
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SignInForm-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/signin');
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('input[name="email"]:not([type="hidden"])').fill(member.email);
    await page.locator('input[name="password"]').fill(member.password);
    // The visitor sends the form as its code comes in: before React takes it over the form
    // posts to the server, after it the app signs in; never both.
    const arrived = page.waitForEvent('requestfinished', (request) => /\/SignInForm-/.test(request.url()));
    release();
    await arrived;
    await page.evaluate(() =>
      document.querySelector<HTMLFormElement>('form:has(input[name="password"])')?.requestSubmit(),
    );
    await page.waitForURL((url) => url.pathname === '/en/');
    expect(signIns).toHaveLength(1);
    await context.close();
  });

  it('signs in with Enter pressed before the form’s code arrived, the password never in an address', async () => {
    const member = await createMember();
    const { context, page } = await open('ko', 'phone');
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    // The form's code comes on the visitor's first input; here it is slow to come.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/SignInForm-[^/]*\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto('/ko/signin');
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    expect(asked).toBe(false);
    await page.locator('input[name="email"]:not([type="hidden"])').fill(member.email);
    await page.locator('input[name="password"]').fill(member.password);
    await page.locator('input[name="password"]').press('Enter');
    await expect.poll(() => asked).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.waitForURL((url) => url.pathname === '/ko/');
    expect(await storage(page, 'refreshToken')).toBeTruthy();
    expect(addresses.filter((address) => address.includes(encodeURIComponent(member.password)))).toEqual([]);
    await context.close();
  });
});
