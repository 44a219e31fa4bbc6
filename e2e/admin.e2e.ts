import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, pathOf, submitSignIn, text, type Member } from './accounts.support';
import { ADMIN, expectQuery, ko, koWith, restoreString, useSession } from './admin.support';
import { axeViolations, launchBrowser, newContext, watchErrors, type Browser, type Page } from './support/browser';

/** The string the translation journey edits: in the public footer, asserted by no other test. */
const EDITED = { namespace: 'common', key: 'footer.managedBy', lang: 'ko' } as const;
const ORIGINAL = text('ko', `common:${EDITED.key}`);

/** The admin area as staff meet it: access by role, users and roles, statistics, translations, uploads. */
describe('admin area', () => {
  let browser: Browser;
  let manager: Member;
  let member: Member;

  beforeAll(async () => {
    browser = await launchBrowser();
    [manager, member] = await Promise.all([createMember(), createMember()]);
  });
  afterAll(async () => {
    await restoreString(EDITED.namespace, EDITED.key, EDITED.lang, ORIGINAL);
    await browser.close();
  });

  const openPage = async (locale = 'ko-KR') => (await newContext(browser, 'desktop', { locale })).newPage();
  const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

  it('sends a visitor without a token to sign-in, to come back to the admin page', async () => {
    const page = await openPage();
    await page.goto('/admin/users?role=USER');
    await page.waitForURL('**/ko/signin**');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin/users?role=USER');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain(text('ko', 'common:requiredLoginPage'));
    await page.context().close();
  });

  it('turns a plain member away to the home page, saying "no admin permission" in Korean', async () => {
    const page = await openPage('en-US');
    await useSession(page, member);
    await page.goto('/admin');
    await page.waitForURL((url) => /^\/[a-z]{2}\/$/.test(url.pathname));
    const alert = page.getByRole('alert').first();
    await expect.poll(() => alert.textContent()).toContain(text('ko', 'errors:NO_ADMIN_PERMISSION'));
    expect(await alert.getAttribute('lang')).toBe('ko');
    await page.context().close();
  });

  it('lets an ADMIN sign in, see statistics, find a member and make them a MANAGER', async () => {
    const page = await openPage();
    const errors = watchErrors(page);
    await page.goto('/admin');
    await page.waitForURL('**/ko/signin**');
    await submitSignIn(page, 'ko', ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin');

    // Dashboard: the day's figures and the statistics, with a chart per section and its table.
    await heading(page, ko('admin:dashboard.title')).waitFor();
    await page
      .getByRole('img', { name: koWith('admin:stats.registrationsChart', { range: ko('admin:stats.range.day') }) })
      .waitFor();
    await page.getByRole('img', { name: ko('admin:stats.countriesChart') }).waitFor();
    await page.getByRole('table', { name: ko('admin:stats.pagesTable') }).waitFor();
    await expectNoViolations(page);
    await page.getByRole('tab', { name: ko('admin:stats.range.month') }).click();
    await expectQuery(page, 'range', 'month');
    await page
      .getByRole('img', { name: koWith('admin:stats.registrationsChart', { range: ko('admin:stats.range.month') }) })
      .waitFor();

    // Users: a filter, then a keyword search; both live in the URL.
    const nav = page.getByRole('navigation', { name: ko('admin:navLabel') });
    await nav.getByRole('link', { name: ko('admin:nav.users') }).click();
    await heading(page, ko('admin:users.title')).waitFor();
    await page.getByRole('combobox', { name: ko('admin:users.role') }).click();
    await page.getByRole('option', { name: ko('admin:role.USER') }).click();
    // The menu fades out: let it go before axe looks at colours.
    // (By CSS: while it fades it is aria-hidden, which role queries already skip.)
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await expectQuery(page, 'role', 'USER');
    await page
      .getByRole('table', { name: ko('admin:users.tableCaption') })
      .getByRole('row')
      .nth(1)
      .waitFor();
    await expectNoViolations(page);
    await page.getByRole('searchbox', { name: ko('admin:users.keyword') }).fill(manager.email);
    await page.getByRole('button', { name: ko('admin:users.search'), exact: true }).click();
    await expectQuery(page, 'keyword', manager.email);
    await expectQuery(page, 'role', null);
    await page.goBack();
    await expectQuery(page, 'role', 'USER');
    await page.goForward();
    await expectQuery(page, 'keyword', manager.email);

    // Detail and role change, confirmed in a dialog.
    await page.getByRole('link', { name: manager.name, exact: true }).click();
    await page.waitForURL(/\/admin\/users\/\d+$/);
    await heading(page, manager.name).waitFor();
    await page.getByRole('combobox', { name: ko('admin:users.newRole') }).click();
    await page.getByRole('option', { name: ko('admin:role.MANAGER') }).click();
    await page.getByRole('button', { name: ko('admin:users.changeRole') }).click();
    const dialog = page.getByRole('dialog', { name: ko('admin:users.confirmTitle') });
    await dialog.getByRole('button', { name: ko('admin:users.changeRole') }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain(ko('admin:users.roleChanged'));
    await expect.poll(() => page.locator('dl').textContent()).toContain(ko('admin:role.MANAGER'));
    // Back to the list as it was left.
    await page.getByRole('link', { name: ko('admin:users.backToList') }).click();
    await expectQuery(page, 'keyword', manager.email);

    // The audit log has recorded it.
    await nav.getByRole('link', { name: ko('admin:nav.audit') }).click();
    await expect.poll(() => page.getByRole('table').textContent()).toContain(ko('admin:audit.action.userRole'));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets a MANAGER publish a translation, which the public site shows at once', async () => {
    const page = await openPage();
    await useSession(page, manager);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: ko('admin:navLabel') });
    await nav.getByRole('link', { name: ko('admin:nav.translation') }).waitFor();
    // No users, statistics or audit log for a MANAGER, and their URLs say why.
    expect(await nav.getByRole('link', { name: ko('admin:nav.users') }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: ko('admin:nav.audit') }).count()).toBe(0);
    await page.goto('/admin/users');
    await heading(page, text('ko', 'errors:NO_ADMIN_PERMISSION')).waitFor();

    await page.goto(`/admin/settings/translation?namespace=${EDITED.namespace}&q=${EDITED.key}`);
    const cellName = koWith('admin:translations.cellLabel', { key: `${EDITED.namespace}:${EDITED.key}`, lang: 'KO' });
    const cell = page.getByRole('button', { name: cellName });
    await cell.waitFor();
    await expectNoViolations(page);
    const edited = `${ORIGINAL} E2E ${Date.now()}`;
    await cell.click();
    const editor = page.getByRole('textbox', { name: cellName });
    await editor.fill(edited);
    await editor.press('Enter');
    // Saved as a draft: marked as such, the focus back on the cell.
    await expect.poll(() => cell.textContent()).toContain(ko('admin:translations.draft'));
    await expect.poll(() => cell.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: koWith('admin:translations.publishWithCount', { pending: 1 }) }).click();
    const dialog = page.getByRole('dialog', { name: ko('admin:translations.publishTitle') });
    const memo = `e2e memo ${Date.now()}`;
    await dialog.getByRole('textbox', { name: ko('admin:translations.memo') }).fill(memo);
    await dialog.getByRole('button', { name: ko('admin:translations.publish'), exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain(ko('admin:translations.publishedNotice'));

    // The history lists the version; its diff shows old → new.
    await page.getByRole('tab', { name: ko('admin:translations.history') }).click();
    await expectQuery(page, 'view', 'history');
    const row = page.getByRole('row').filter({ hasText: memo });
    await row.getByRole('button').click();
    const diff = page.getByRole('dialog');
    await expect.poll(() => diff.textContent()).toContain(edited);
    expect(await diff.locator('del').first().textContent()).toBe(ORIGINAL);
    expect(await diff.locator('ins').first().textContent()).toBe(edited);

    const site = await page.context().newPage();
    await site.goto('/ko/about/history');
    await expect.poll(() => site.locator('footer').textContent()).toContain(edited);
    await page.context().close();
  });

  it('lets a MANAGER upload an image with progress, then find it in the library', async () => {
    const page = await openPage();
    await useSession(page, manager);
    await page.goto('/admin/settings/uploadimage');
    await heading(page, ko('admin:upload.title')).waitFor();
    await page.getByRole('heading', { level: 2, name: ko('admin:media.title') }).waitFor();
    await expectNoViolations(page);

    // A noisy PNG (~400 KB, it cannot compress) sent over a slowed-down upload link: long enough
    // to watch the progress bar move.
    const name = `e2e-${Date.now()}.png`;
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const png = await sharp({ create: { width: 360, height: 360, channels: 3, background: '#6d4c41', noise } })
      .png()
      .toBuffer();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const throttle = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      });
    await throttle(200 * 1024);
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: png });
    const upload = page
      .getByRole('list', { name: ko('admin:upload.queue') })
      .getByRole('listitem')
      .filter({ hasText: name });
    const progress = upload.getByRole('progressbar', { name: koWith('admin:upload.progress', { name }) });
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await throttle(-1);
    await expect.poll(() => upload.textContent(), { timeout: 15_000 }).toContain(ko('admin:upload.status.done'));
    expect(await upload.locator('code').textContent()).toMatch(/^\/media\/uploads\/.+\.png$/);
    await upload.getByRole('button', { name: `${ko('admin:common.copyUrl')}: ${name}` }).waitFor();

    // In the library, with its renditions as srcset.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
    await card.waitFor();
    expect(await card.locator('source[type="image/avif"]').getAttribute('srcset')).toContain('?w=320&f=avif 320w');
    expect(pathOf(page)).toBe('/admin/settings/uploadimage');
    await page.context().close();
  });
});
