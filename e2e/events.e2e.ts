import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@atrium/shared/languages';
import type { EventSummary } from '@atrium/shared/api/events';
import { createMember, pathOf, submitSignIn, text, type Member } from './accounts.support';
import { promoteToManager, useSession } from './admin.support';
import { fieldIn, publishNow, saveDraft } from './content.support';
import { demoProgram, eventDetail, runningCheckInEvent, textWith, todayDay } from './events.support';
import { axeViolations, launchBrowser, newContext, type Browser, type Page } from './support/browser';

/** Events, the daily check-in with its gifts, programs, and the attendance export, on the seeded demo content. */
describe('events, check-in and attendance', () => {
  let browser: Browser;
  let member: Member;
  let manager: Member;
  let checkIn: EventSummary;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A name no other test file uses: the attendance search finds exactly this member.
    [member, manager] = await Promise.all([createMember({ name: `Checkin ${Date.now()}` }), createMember()]);
    await promoteToManager(manager);
    checkIn = await runningCheckInEvent();
  });
  afterAll(() => browser.close());

  const open = async (lang: Language = 'en') =>
    (await newContext(browser, 'desktop', { locale: lang === 'ko' ? 'ko-KR' : 'en-US' })).newPage();
  const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);
  const eventPath = (lang: Language) => `/${lang}/event/${checkIn.id}`;
  const checkInButton = (page: Page, lang: Language) =>
    page.getByRole('button', { name: text(lang, 'events:checkIn.button'), exact: true });
  const outcome = (page: Page) => page.locator('section[aria-labelledby="check-in-title"] [role="status"]');

  it('lists events grouped in progress, upcoming and past, with the ended notice', async () => {
    const page = await open('en');
    await page.goto('/en/event');
    await page.getByRole('heading', { level: 1, name: text('en', 'events:list.title') }).waitFor();
    for (const group of ['inProgress', 'upcoming', 'past'] as const) {
      await page.getByRole('heading', { level: 2, name: text('en', `events:list.${group}`) }).waitFor();
    }
    await page.getByText(text('en', 'events:list.endedNotice')).waitFor();
    const card = page.getByRole('link', { name: checkIn.title, exact: true });
    expect(await card.getAttribute('href')).toBe(eventPath('en'));
    // Cards offer responsive renditions of their cover.
    const sources = await page.locator('article picture source[type="image/avif"]').first().getAttribute('srcset');
    expect(sources).toMatch(/\?w=\d+&f=avif \d+w/);
    await card.click();
    await page.getByRole('heading', { level: 1, name: checkIn.title }).waitFor();
    expect(await page.locator('ol[aria-label] > li').count()).toBe(28);
    await page.context().close();
  });

  it('shows a visitor the login-required notice in place of check-in, whose sign-in comes back to the event', async () => {
    const page = await open('ko');
    // The strings of the pages not yet seen (sign-in's) arrive late, as on a slow phone: the
    // sign-in page reached at once must wait for them, not show their keys.
    await page.route('**/api/i18n/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto(eventPath('ko'));
    const checkInSection = page.getByRole('region', { name: text('ko', 'events:checkIn.title') });
    const notice = checkInSection.getByRole('group', { name: text('ko', 'common:loginRequired.title') });
    await notice.getByText(text('ko', 'events:checkIn.visitorHint')).waitFor();
    expect(await checkInButton(page, 'ko').count()).toBe(0);
    const signUp = notice.getByRole('link', { name: text('ko', 'common:loginRequired.signup') });
    expect(new URL(String(await signUp.getAttribute('href')), 'http://x').searchParams.get('returnTo')).toBe(
      eventPath('ko'),
    );
    // The gifts say the same, with what signing in gives there.
    const gifts = page.getByRole('region', { name: text('ko', 'events:gifts.title') });
    await gifts.getByText(text('ko', 'events:gifts.visitorHint')).waitFor();
    await notice.getByRole('link', { name: text('ko', 'common:loginRequired.signin') }).click();
    await page.waitForURL('**/ko/signin**');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(eventPath('ko'));
    await submitSignIn(page, 'ko', member.email, member.password);
    await page.waitForURL((url) => url.pathname === eventPath('ko'));
    // Signed in now: the calendar shows this member's progress.
    await page.getByText(textWith('ko', 'events:checkIn.progress', { count: 0, days: 28 })).waitFor();
    expect(pathOf(page)).toBe(eventPath('ko'));
    await page.context().close();
  });

  it('puts the check-in button on a signed-in member’s first screen on a phone', async () => {
    const phone = await (await newContext(browser, 'phone', { locale: 'ko-KR' })).newPage();
    await useSession(phone, manager);
    await phone.goto(eventPath('ko'));
    const button = checkInButton(phone, 'ko');
    await button.waitFor();
    const box = await button.boundingBox();
    const screen = phone.viewportSize();
    if (!box || !screen) throw new Error('the button and the screen have sizes');
    expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
    // Scrolled down into the calendar, past where the button was: it stays in reach, under the top bar.
    await phone.evaluate((by) => window.scrollBy(0, by), Math.ceil(box.y + box.height));
    await expect
      .poll(async () => {
        const now = await button.boundingBox();
        return now !== null && now.y >= 48 && now.y + now.height <= screen.height;
      })
      .toBe(true);
    await phone.context().close();
  });

  it('gives a signed-in member a check-in card on /my and on the home page, and checks them in from it', async () => {
    const someone = await createMember();
    const page = await open('ko');
    await useSession(page, someone);
    await page.goto('/ko/my');
    const card = page.getByRole('region', { name: text('ko', 'events:checkInCard.title') });
    expect(await card.getByRole('link').first().getAttribute('href')).toBe(eventPath('ko'));
    await card.getByText(textWith('ko', 'events:checkIn.progress', { count: 0, days: 28 })).waitFor();
    await card.getByRole('button', { name: text('ko', 'events:checkIn.button'), exact: true }).click();
    await card.getByText(text('ko', 'events:checkIn.doneToday')).waitFor();
    await expectNoViolations(page);
    // The home page's card, in the "Today" block, knows it too.
    await page.goto('/ko/');
    const onHome = page.getByRole('region', { name: text('ko', 'events:checkInCard.title') });
    await onHome.getByText(text('ko', 'events:checkIn.doneToday')).waitFor();
    expect(await onHome.getByRole('button').count()).toBe(0);
    await page.context().close();
  });

  it('lets a member check in once a day and download the gift of the day', async () => {
    const page = await open('en');
    await useSession(page, member);
    await page.goto(eventPath('en'));
    const detail = await eventDetail(checkIn.id);
    const day = todayDay(detail);

    await checkInButton(page, 'en').click();
    await expect
      .poll(() => outcome(page).textContent())
      .toBe(`${textWith('en', 'events:checkIn.success', { day })} ${text('en', 'events:checkIn.openGift')}`);
    const today = page.locator('li[aria-current="date"]');
    await expect.poll(() => today.getAttribute('data-state')).toBe('checked');
    await page.getByText(textWith('en', 'events:checkIn.progress', { count: 1, days: 28 })).waitFor();

    // Once done, the button says so and rests until tomorrow.
    const done = page.getByRole('button', { name: text('en', 'events:checkIn.doneToday'), exact: true });
    expect(await done.isDisabled()).toBe(true);
    expect(await checkInButton(page, 'en').count()).toBe(0);

    // Today's gift is unlocked; the others after today are not.
    const gifts = page.getByRole('list', { name: text('en', 'events:gifts.list') });
    const tile = gifts.locator(`li[data-day="${day}"]`);
    const receive = tile.getByRole('button', { name: new RegExp(`^${text('en', 'events:gifts.receive')}: `) });
    await receive.waitFor();
    if (day < 28) {
      const tomorrow = gifts.locator(`li[data-day="${day + 1}"]`);
      await tomorrow.getByText(textWith('en', 'events:gifts.lockedHint', { day: day + 1 })).waitFor();
      expect(await tomorrow.getByRole('button').count()).toBe(0);
    }
    await expectNoViolations(page);

    const received = page.waitForResponse((r) => r.url().includes(`/gifts/${day}/receive`));
    await receive.click();
    const { fileName } = (await (await received).json()) as { fileName: string };
    const dialog = page.getByRole('dialog', { name: textWith('en', 'events:gifts.dialogTitle', { day }) });
    const preview = dialog.getByRole('img');
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectNoViolations(page);

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: text('en', 'events:gifts.download'), exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    expect(fileName).toMatch(
      new RegExp(`^atrium-gift-day${String(day).padStart(2, '0')}-[a-z_]+\\.(jpg|png|webp|gif)$`),
    );
    const file = await fs.readFile((await download.path())!);
    expect(file.length).toBeGreaterThan(1000);
    await dialog.getByText(textWith('en', 'events:gifts.downloaded', { fileName })).waitFor();
    await dialog.getByRole('button', { name: text('en', 'common:close'), exact: true }).click();
    // Marked as received.
    await tile.getByText(text('en', 'events:gifts.received'), { exact: true }).waitFor();
    await page.context().close();
  });

  it('lets a manager export the attendance as an .xlsx holding the member', async () => {
    const page = await open('ko');
    await useSession(page, manager);
    await page.goto('/admin/event');
    const table = page.getByRole('table', { name: textWith('ko', 'admin:eventAdmin.attendance.caption', { min: 1 }) });
    await table.waitFor();
    await page.getByRole('searchbox', { name: text('ko', 'admin:eventAdmin.attendance.keyword') }).fill(member.name);
    await page.getByRole('button', { name: text('ko', 'admin:eventAdmin.attendance.apply'), exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(member.name);
    await table.getByRole('cell', { name: member.name, exact: true }).waitFor();
    await expectNoViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: textWith('ko', 'admin:eventAdmin.attendance.export', { min: 1 }) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^attendance_min1_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).map((v) => String(v ?? ''))));
    const memberRow = rows.find((row) => row.includes(member.name));
    expect(memberRow).toBeDefined();
    expect(memberRow).toContain('1');
    await page.context().close();
  });

  it('lets a manager retitle a seeded gift, keeping its file without choosing it again', async () => {
    const page = await open('ko');
    await useSession(page, manager);
    await page.goto(`/admin/event?tab=gifts&giftEvent=${checkIn.id}`);
    const table = page.getByRole('table', { name: text('ko', 'admin:eventAdmin.gifts.caption') });
    const dayName = textWith('ko', 'admin:eventAdmin.gifts.day', { day: 28 });
    const edit = `${text('ko', 'admin:eventAdmin.form.edit')}: ${dayName}`;
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: edit }) });
    // The file column: its type and size (image/png · 1080 × 1920).
    const fileCell = async () => (await row.getByText(/^image\//).textContent()) ?? '';
    const fileBefore = await fileCell();
    expect(fileBefore).toMatch(/^image\//);
    await row.getByRole('button', { name: edit }).click();
    const form = page.getByRole('form', { name: textWith('ko', 'admin:eventAdmin.gifts.form', { day: 28 }) });
    const title = `마지막 날 ${Date.now()}`;
    await form
      .getByRole('textbox', {
        name: textWith('ko', 'admin:content.editor.inLanguage', {
          field: text('ko', 'admin:eventAdmin.gifts.title'),
          language: '한국어',
        }),
      })
      .fill(title);
    await form.getByRole('button', { name: text('ko', 'admin:common.save'), exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await row.getByText(title).waitFor();
    expect(await fileCell()).toBe(fileBefore);
    await page.context().close();
  });

  it('lets a manager write an event in the content editor with a cover from the library, publish it, and delete it', async () => {
    const page = await open('ko');
    await useSession(page, manager);
    // The check-in, gifts and programs page leads to where the events themselves are written.
    await page.goto('/admin/event');
    await page.locator('a[href="/admin/content/events"]').click();
    await page.waitForURL((url) => url.pathname === '/admin/content/events');
    await page.goto('/admin/content/events/new');
    const title = `E2E 행사 ${Date.now()}`;
    await page.getByRole('textbox', { name: fieldIn('title') }).fill(title);
    await page.getByRole('textbox', { name: fieldIn('place') }).fill('본관 대강당');
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    // Date inputs by their field (a required label ends with an asterisk the name leaves out).
    await page.locator('input[type="date"][name="startDate"]').fill(inDays(30));
    await page.locator('input[type="date"][name="endDate"]').fill(inDays(31));
    const cover = text('ko', 'admin:content.fields.cover');
    await page
      .getByRole('button', { name: textWith('ko', 'admin:content.media.choose', { field: cover }), exact: true })
      .click();
    const picker = page.getByRole('dialog', {
      name: textWith('ko', 'admin:content.media.pickerTitle', { field: cover }),
    });
    await picker.getByRole('listitem').first().getByRole('button').first().click();
    await picker.waitFor({ state: 'detached' });
    await saveDraft(page, true);
    await page.waitForURL(/\/admin\/content\/events\/\d+$/);
    await publishNow(page);

    // Public and upcoming: the event list shows it.
    const visitor = await open('ko');
    await expect
      .poll(
        async () => {
          await visitor.goto('/ko/event');
          await visitor.getByRole('heading', { level: 2, name: text('ko', 'events:list.upcoming') }).waitFor();
          return visitor.getByRole('link', { name: title, exact: true }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);

    await page.getByRole('button', { name: text('ko', 'admin:content.editor.delete'), exact: true }).click();
    await page
      .getByRole('dialog', { name: text('ko', 'admin:content.editor.deleteTitle') })
      .getByRole('button', { name: text('ko', 'admin:content.editor.delete'), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/content/events');
    await visitor.goto('/ko/event');
    await visitor.getByRole('heading', { level: 2, name: text('ko', 'events:list.upcoming') }).waitFor();
    expect(await visitor.getByRole('link', { name: title, exact: true }).count()).toBe(0);
    await visitor.context().close();

    await page.goto('/admin/event');
    // The gift editor lists the 28 days of the running check-in event.
    await page.getByRole('tab', { name: text('ko', 'admin:eventAdmin.tab.gifts') }).click();
    const gifts = page.getByRole('table', { name: text('ko', 'admin:eventAdmin.gifts.caption') });
    await gifts.waitFor();
    await expect.poll(() => gifts.getByRole('row').count()).toBe(29);
    await expectNoViolations(page);
    await page.context().close();
  });

  it('has no accessibility violations on the event list, the event page and a program page in ko and en', async () => {
    const program = await demoProgram();
    for (const lang of ['ko', 'en'] as const) {
      const page = await open(lang);
      await page.goto(`/${lang}/event`);
      await page.getByRole('heading', { level: 2, name: text(lang, 'events:list.past') }).waitFor();
      await expectNoViolations(page);
      // A visitor: the calendar, and the login-required notice in the check-in's place.
      await page.goto(eventPath(lang));
      await page
        .getByRole('group', { name: text(lang, 'common:loginRequired.title') })
        .first()
        .waitFor();
      await expectNoViolations(page);
      await page.goto(`/${lang}/program/${program.categoryId}/${program.id}`);
      await page.getByRole('heading', { level: 2, name: text(lang, 'events:program.sessions') }).waitFor();
      await page
        .getByRole('button', { name: new RegExp(`^${text(lang, 'events:program.addToCalendar')}`) })
        .first()
        .waitFor();
      await expectNoViolations(page);
      await page.context().close();
    }
  });

  it('shows a session’s time on the venue’s clock as the server wrote it, in every language', async () => {
    const program = await demoProgram();
    const page = await open('ko');
    // Each language's shape, any weekday and month (a letter is \p{L}): the sessions fall on days
    // counted from today, and the words of every weekday and month are the unit test's
    // (packages/shared/src/session-time-text.test.ts).
    const expected = {
      ko: /^\d{4}년 \d{1,2}월 \d{1,2}일 \p{L}요일 오[전후] \d{1,2}:\d{2}.* \(한국 시간\)$/u,
      ja: /^\d{4}年\d{1,2}月\d{1,2}日\p{L}曜日 \d{1,2}:\d{2}～\d{1,2}:\d{2} GMT\+9$/u,
      en: /^\p{Lu}\p{Ll}+day, \p{Lu}\p{Ll}+ \d{1,2}, \d{4}, \d{1,2}:\d{2}/u,
      es: /^\p{Ll}+, \d{1,2} de \p{Ll}+ de \d{4}, \d{1,2}:\d{2}–\d{1,2}:\d{2} GMT\+9$/u,
      fr: /^\p{Ll}+ (1er|\d{1,2}) \p{Ll}+ \d{4}, \d{2}:\d{2} – \d{2}:\d{2} UTC\+9$/u,
    };
    for (const lang of ['ko', 'ja', 'en', 'es', 'fr'] as const) {
      const path = `/${lang}/program/${program.categoryId}/${program.id}`;
      const html = await (await page.request.get(path)).text();
      const written = /<time[^>]*>([^<]+)<\/time>/.exec(html)?.[1];
      await page.goto(path);
      const shown = await page.locator('main time').first().innerText();
      // The server's ICU and the browser's write Korean's half of the day and English's spaces
      // differently: the text is the app's own, so the page does not change as it hydrates.
      expect(shown, lang).toBe(written);
      expect(shown, lang).toMatch(expected[lang]);
    }
    await page.context().close();
  });

  it('downloads a session as an .ics file from its page', async () => {
    const program = await demoProgram();
    const page = await open('en');
    await page.goto(`/en/program/${program.categoryId}/${program.id}`);
    const first = page.locator('ol li h3 a').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/en\/program\/\d+\/\d+\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `${text('en', 'events:program.addToCalendar')}: ${title}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await fs.readFile((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(ics.replace(/\r\n /g, '')).toContain(`\r\nSUMMARY:${title}\r\n`);
    expect(ics).toContain('\r\nEND:VCALENDAR\r\n');
    await page.context().close();
  });
});
