import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { runningCheckInEvent } from './events.support';
import { text } from './home.support';
import {
  axeViolations,
  baseURL,
  launchBrowser,
  newContext,
  type Browser,
  type BrowserContext,
  type Page,
} from './support/browser';

/**
 * With JavaScript off, a member page says it needs sign-in and JavaScript (the session is kept in
 * the browser: docs/decisions/023-forms-answered-by-the-server.md), and the event page offers
 * sign-in in place of the check-in; both sign-in links come back to the page.
 */
describe('member pages and the check-in without JavaScript', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({
      baseURL: baseURL(),
      javaScriptEnabled: false,
      locale: 'ko-KR',
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'x-forwarded-for': '10.251.0.2' },
    });
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /**
   * axe's findings on the page as a browser without JavaScript shows it. axe needs scripts (timers
   * do not run where they are off): a page where they run, given the page's HTML with its scripts
   * taken out and its <noscript> content shown.
   */
  async function violationsWithoutScripts(path: string) {
    const scripted = await newContext(browser, 'phone');
    try {
      const tab = await scripted.newPage();
      await tab.route(path, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<\/?noscript>/g, '');
        await route.fulfill({ response, body });
      });
      await tab.goto(path);
      return await axeViolations(tab);
    } finally {
      await scripted.close();
    }
  }

  /** Follows the sign-in link: the sign-in form, which posts to its own address, coming back to `path`. */
  async function signInComesBackTo(lang: Language, path: string, signIn: ReturnType<Page['getByRole']>) {
    await signIn.click();
    await page.waitForURL((url) => url.pathname === href(lang, 'signin'));
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(path);
    const form = page.locator('form[method="post"]', { has: page.locator('input[type="password"]') });
    await expect(form.getAttribute('action')).resolves.toBeNull();
  }

  it.each(['ko', 'ja'] as const)(
    'says in %s that the epic test is for signed-in members and needs JavaScript',
    async (lang) => {
      const path = href(lang, 'epicTest', { id: 1 });
      expect((await page.goto(path))?.status()).toBe(200);
      const notice = page.getByRole('main');
      await expect(notice.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        text(lang, 'common:memberPage.title'),
      );
      await expect(notice.getByText(text(lang, 'common:memberPage.needsScript')).count()).resolves.toBe(1);
      await expect(notice.getByRole('link', { name: text(lang, 'common:goHome') }).getAttribute('href')).resolves.toBe(
        href(lang, 'home'),
      );
      expect(await violationsWithoutScripts(path)).toEqual([]);
      await signInComesBackTo(
        lang,
        path,
        notice.getByRole('link', { name: text(lang, 'common:loginRequired.signin') }),
      );
    },
  );

  it('offers sign-in in place of the check-in on the event page, coming back to it', async () => {
    const path = href('ko', 'eventDetail', { id: (await runningCheckInEvent('ko')).id });
    await page.goto(path);
    const notice = page
      .getByRole('region', { name: text('ko', 'events:checkIn.title') })
      .getByRole('group', { name: text('ko', 'common:loginRequired.title') });
    await expect(notice.getByText(text('ko', 'events:checkIn.visitorHint')).count()).resolves.toBe(1);
    await signInComesBackTo('ko', path, notice.getByRole('link', { name: text('ko', 'common:loginRequired.signin') }));
  });
});
