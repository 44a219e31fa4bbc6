import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, watchErrors, type Browser } from './support/browser';

/**
 * A public page's finished HTML is kept on the server with a strong ETag (issue 23): the browser
 * revalidates it on a reload and gets a 304, and the page it shows is whole all the same.
 */
describe('server-kept pages in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('revalidates a page on reload with its ETag and is answered 304, still showing the page', async () => {
    const context = await newContext(browser, 'desktop', { locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const first = await page.goto('/en/about');
    expect(first?.status()).toBe(200);
    const etag = (await first?.allHeaders())?.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();

    const asked: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) void request.allHeaders().then((h) => asked.push(h['if-none-match']));
    });
    // What came over the wire: Playwright reports a revalidated page as the cached 200 it shows.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const wire: Array<{ status: number; etag?: string }> = [];
    cdp.on('Network.responseReceivedExtraInfo', ({ statusCode, headers }) =>
      wire.push({ status: statusCode, etag: headers.etag ?? headers.ETag }),
    );
    await page.reload();
    expect(asked).toEqual([etag]);
    expect(wire).toContainEqual({ status: 304, etag });
    // The kept copy is the page: same heading, hydrated, no errors.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(errors).toEqual([]);

    // A parameter the page does not read gets the same page, with the same tag.
    const tagged = await page.goto('/en/about?utm_source=newsletter');
    expect((await tagged?.allHeaders())?.etag).toBe(etag);
    await context.close();
  });
});
