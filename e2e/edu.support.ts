import { expect } from 'vitest';
import type { Language } from '@atrium/shared/languages';
import { baseURL, openPage as openLanguagePage, type Browser, type Page } from './support/browser';
import { apiSignIn, type Member } from './accounts.support';

/** Helpers of the exhibitions and education pages' browser tests. */

/** A reply of the API in a language, with the member's token when given (members-only reads). */
export async function api<T>(apiPath: string, lang: Language, accessToken?: string): Promise<T> {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await fetch(`${baseURL()}/api${apiPath}`, { headers });
  if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A page for a language (support/browser.ts) on a network whose video hosts answer with an empty page. */
export async function openPage(browser: Browser, lang: Language, device: 'desktop' | 'phone' = 'desktop') {
  const { context, page } = await openLanguagePage(browser, lang, device);
  // The closed network has no video host: a played video gets an empty page instead.
  await context.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  return { context, page };
}

/** Signs the page's browser in as the member (tokens from an API sign-in), as if they had signed in before. */
export async function signInAs(page: Page, member: Member): Promise<string> {
  const tokens = await apiSignIn(member);
  await page.goto('/en/terms/service');
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.accessToken);
    localStorage.setItem('refreshToken', t.refreshToken);
    localStorage.setItem('username', 'E2E member');
    localStorage.setItem('pwdChange', 'false');
    localStorage.setItem('role', 'USER');
  }, tokens);
  return tokens.accessToken;
}

/** The page's main heading, once it is there. */
export const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/**
 * Waits until the side drawer has finished opening or closing (it follows the scroll position),
 * so that a click lands on what it aims at rather than where that was a moment before.
 */
export async function layoutSettled(page: Page) {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const left = await page.locator('main').evaluate((el) => Math.round(el.getBoundingClientRect().left));
        const same = left === last;
        last = left;
        return same;
      },
      { interval: 250 },
    )
    .toBe(true);
}

/** A text matched literally inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
