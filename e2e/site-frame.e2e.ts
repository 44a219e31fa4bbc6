import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '@atrium/shared/routes';
import { baseURL, launchBrowser, newContext, type Browser, type Device, type Page } from './support/browser';
import { DESKTOP } from './support/constants';
import { loadDemo, PUBLIC_PAGES, type Demo } from './support/public-pages';
import { createMember, type Member } from './accounts.support';
import { signInAs } from './edu.support';
import { text } from './home.support';

const ko = (key: string) => text('ko', key);

/**
 * The frame every page sits in (docs/decisions/033-one-frame.md): the site's navigation with its
 * search box (the side drawer on a desktop, the top bar's menu on a phone) and the footer.
 */
async function expectFrame(page: Page, device: Device) {
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: ko('common:footer.label') })
    .waitFor();
  const search = { name: ko('common:search.label') };
  if (device === 'desktop') {
    const header = page.getByRole('banner');
    await header.getByRole('navigation', { name: ko('common:nav.label') }).waitFor();
    await header.getByRole('search', search).waitFor();
    return;
  }
  await page
    .getByRole('banner')
    .getByRole('button', { name: ko('common:nav.openMenu') })
    .click();
  const menu = page.getByRole('dialog', { name: ko('common:nav.label') });
  await menu.getByRole('navigation', { name: ko('common:nav.label') }).waitFor();
  await menu.getByRole('search', search).waitFor();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
}

/** Every page in the one frame, member pages too, and the epic viewer's old address redirecting without scripts. */
describe('one frame for every page', () => {
  let browser: Browser;
  let demo: Demo;
  let member: Member;
  beforeAll(async () => {
    browser = await launchBrowser();
    [demo, member] = await Promise.all([loadDemo(), createMember()]);
  });
  afterAll(() => browser.close());

  // On a desktop as the server sends it (scripts off: the frame is in the markup itself); on a
  // phone with the app running, whose menu holds the navigation and the search.
  it.each(['desktop', 'phone'] as const)(
    '%s: every page a visitor reaches without signing in has the navigation, the search and the footer',
    async (device) => {
      const context =
        device === 'desktop'
          ? await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP, javaScriptEnabled: false })
          : await newContext(browser, device);
      const page = await context.newPage();
      const missing: string[] = [];
      for (const { path } of PUBLIC_PAGES) {
        // Its markup is what is looked at: no need to wait for its pictures.
        await page.goto(path(demo), { waitUntil: 'domcontentloaded' });
        // Each page is named in the failure; the rest are still visited.
        await expectFrame(page, device).catch((err: unknown) => missing.push(`${path(demo)}: ${String(err)}`));
      }
      expect(missing).toEqual([]);
      await context.close();
    },
    240_000,
  );

  it.each(['desktop', 'phone'] as const)('%s: a member page has them too, signed in', async (device) => {
    const context = await newContext(browser, device);
    const page = await context.newPage();
    await signInAs(page, member);
    for (const path of [href('ko', 'sunghwa'), href('ko', 'epicTests')]) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      await expectFrame(page, device);
    }
    await context.close();
  });

  it("sends the members' epic viewer (/epic?part=N) to the episode's own page, with JavaScript off", async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, locale: 'ko-KR' });
    const page = await context.newPage();
    // A permanent redirect of the server's, which a crawler follows and a bookmark keeps.
    const answer = await context.request.get('/ko/epic?part=2', { maxRedirects: 0 });
    expect([answer.status(), answer.headers().location]).toEqual([301, '/ko/edu/epic/2']);
    await page.goto('/ko/epic?part=2');
    expect(new URL(page.url()).pathname).toBe('/ko/edu/epic/2');
    // The episode itself, read without scripts, in the frame.
    await page.locator('main h1').waitFor();
    await expectFrame(page, 'desktop');
    await page.goto('/ko/epic');
    expect(new URL(page.url()).pathname).toBe('/ko/edu/epic');
    await context.close();
  });
});
