import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, useSession } from './admin.support';
import {
  appAnswers,
  launchBrowser,
  newContext,
  watchCspViolations,
  watchErrors,
  type Browser,
  type Page,
} from './support/browser';

/**
 * A style-src as the pages send it: their own sheets, and <style> blocks and data-driven style
 * attributes by hash ('unsafe-hashes' lets a hash match an attribute); never 'unsafe-inline'.
 */
const HASHES_ONLY = /(^|;)\s*style-src 'self'( '(sha256-[\w+/=]+|unsafe-hashes)')+\s*(;|$)/;

/** A style of the theme the page shows only when its emotion styles were applied. */
const themeApplied = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)');

/** The pages under the Content-Security-Policy: every style applies, none is refused. */
describe('content security policy in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(['phone', 'desktop'] as const)(
    '%s: public pages apply all their styles, server-rendered and added later, with none refused',
    async (device) => {
      const context = await newContext(browser, device);
      const page = await context.newPage();
      const violations = await watchCspViolations(page);
      for (const path of ['/ko/', '/ja/spaces', '/en/news', '/ko/event', '/ko/no-such-page']) {
        const response = await page.goto(path);
        expect(String(response?.headers()['content-security-policy'])).toMatch(HASHES_ONLY);
        await page.waitForLoadState('networkidle');
        expect(await themeApplied(page)).toBe(true);
      }
      // Switching the colour scheme adds styles at run time too.
      await appAnswers(page, device);
      expect(violations).toEqual([]);
      await context.close();
    },
  );

  it('applies the admin pages’ styles and the article editor’s, with none refused', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const violations = await watchCspViolations(page);
    const errors = watchErrors(page);
    await useSession(page, ADMIN);
    for (const path of ['/admin', '/admin/users', '/admin/content/pages/about']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await themeApplied(page)).toBe(true);
    }
    // ProseMirror's base styles, which TipTap would add as a <style> element of its own.
    const editor = page.locator('.ProseMirror').first();
    await editor.click();
    await page.keyboard.type('CSP');
    expect(await editor.evaluate((e) => getComputedStyle(e).whiteSpace)).toBe('break-spaces');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
