import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_LABELS, type Language } from '@atrium/shared/languages';
import { createMember, type Member } from './accounts.support';
import { expectQuery, promoteToManager, useSession } from './admin.support';
import { text } from './home.support';
import { adminNewsLastPage, createPublicNews, deleteNews, pictureFile, publicNews } from './news.support';
import type { Locator } from 'playwright-core';
import { axeViolations, launchBrowser, newContext, watchErrors, type Browser, type Page } from './support/browser';

const ko = (key: string, values: Record<string, string | number> = {}) => text('ko', key, values);

/** News as staff write it and visitors read it: editor, library pictures, publishing, languages, paging. */
/**
 * Turns a list's public switch. It follows the server, flipping once the change is saved, so
 * it is clicked and then watched (Playwright's check() wants the state changed by the click).
 */
async function flip(toggle: Locator, to: boolean) {
  expect(await toggle.isChecked()).toBe(!to);
  await toggle.click();
  await expect.poll(() => toggle.isChecked()).toBe(to);
}

describe('news', () => {
  let browser: Browser;
  let manager: Member;
  /** Items this file made, deleted at the end (the e2e site is shared with the other files). */
  const made: number[] = [];
  const stamp = Date.now();
  const story = {
    ko: {
      title: `기념관 소식 ${stamp}`,
      summary: '새 전시실이 문을 엽니다.',
      article: '전시실 안내',
      body: '새 전시실은 2층에 있습니다.',
    },
    en: {
      title: `Memorial news ${stamp}`,
      summary: 'A new room opens.',
      article: 'About the room',
      body: 'The new room is on the second floor.',
    },
  } as const;
  let newsId = 0;
  let articleId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    manager = await createMember();
    await promoteToManager(manager);
  });
  afterAll(async () => {
    await deleteNews(made);
    await browser.close();
  });

  const openPage = async (locale = 'ko-KR') => (await newContext(browser, 'desktop', { locale })).newPage();
  const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
  const tab = (page: Page, lang: Language) =>
    page.getByRole('tab', { name: new RegExp(`^${LANGUAGE_LABELS[lang]}, `) });

  /** Writes the open language's texts: item title and summary, the article's title and body (typed in the editor). */
  async function writeTexts(page: Page, lang: 'ko' | 'en') {
    const s = story[lang];
    await page.getByLabel(ko('admin:newsAdmin.fields.title'), { exact: true }).fill(s.title);
    await page.getByLabel(ko('admin:newsAdmin.fields.summary'), { exact: true }).fill(s.summary);
    await page.getByLabel(ko('admin:newsAdmin.fields.articleTitle', { n: 1 }), { exact: true }).fill(s.article);
    const body = page.getByRole('textbox', { name: ko('admin:newsAdmin.fields.articleBody', { n: 1 }) });
    await body.click();
    await page.getByRole('button', { name: ko('admin:newsAdmin.editor.heading', { level: 2 }) }).click();
    await page.keyboard.type(s.article);
    await page.keyboard.press('Enter');
    await page.keyboard.type(s.body);
    await page.keyboard.press('Enter');
  }

  /** Puts a library picture in the body through the editor's image button (uploading it first when given). */
  async function insertPicture(page: Page, name: string, upload?: Awaited<ReturnType<typeof pictureFile>>) {
    await page.getByRole('button', { name: ko('admin:newsAdmin.editor.image') }).click();
    const dialog = page.getByRole('dialog', { name: ko('admin:newsAdmin.picker.title') });
    await dialog.waitFor();
    if (upload) await dialog.locator('input[type="file"]').setInputFiles(upload);
    const choice = dialog.getByRole('button', { name, exact: true });
    await choice.waitFor({ timeout: 20_000 });
    await choice.click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('lets a manager write a news item in Korean and English with a library picture, and publish it', async () => {
    const page = await openPage();
    const errors = watchErrors(page);
    await useSession(page, manager);
    await page.goto('/admin/news');
    await heading(page, ko('admin:newsAdmin.title')).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await expectNoViolations(page);

    await page.getByRole('link', { name: ko('admin:newsAdmin.write') }).click();
    await heading(page, ko('admin:newsAdmin.writeTitle')).waitFor();
    // Nothing written yet: every language says so.
    await page.getByRole('tab', { name: `${LANGUAGE_LABELS.ko}, ${ko('admin:newsAdmin.fill.empty')}` }).waitFor();
    await expectNoViolations(page);

    const picture = await pictureFile(`news-e2e-${stamp}.png`);
    await writeTexts(page, 'ko');
    await insertPicture(page, picture.name, picture);
    await page.getByRole('tab', { name: `${LANGUAGE_LABELS.ko}, ${ko('admin:newsAdmin.fill.full')}` }).waitFor();

    await tab(page, 'en').click();
    expect(await page.getByLabel(ko('admin:newsAdmin.fields.title'), { exact: true }).inputValue()).toBe('');
    await writeTexts(page, 'en');
    await insertPicture(page, picture.name);
    await page.getByRole('tab', { name: `${LANGUAGE_LABELS.en}, ${ko('admin:newsAdmin.fill.full')}` }).waitFor();
    await page.getByRole('tab', { name: `${LANGUAGE_LABELS.ja}, ${ko('admin:newsAdmin.fill.empty')}` }).waitFor();
    const editor = page.getByRole('textbox', { name: ko('admin:newsAdmin.fields.articleBody', { n: 1 }) });
    expect(await editor.locator('img').getAttribute('src')).toMatch(/^\/media\/uploads\/.+\.png$/);
    await expectNoViolations(page);

    // The preview shows the open language as the public page would.
    await page.getByRole('button', { name: ko('admin:newsAdmin.preview.open') }).click();
    const preview = page.getByRole('dialog');
    await preview.getByRole('heading', { level: 1, name: story.en.title }).waitFor();
    await preview.getByRole('heading', { level: 2, name: story.en.article }).first().waitFor();
    expect(await preview.locator('.article-body img').count()).toBe(1);
    await preview.getByRole('button', { name: ko('admin:common.close') }).click();
    await preview.waitFor({ state: 'detached' });

    await page.getByLabel(ko('admin:newsAdmin.fields.isPublic')).check();
    await page.getByRole('button', { name: ko('admin:common.save'), exact: true }).click();
    await page.waitForURL(/\/admin\/news\/update\?id=\d+$/);
    newsId = Number(new URL(page.url()).searchParams.get('id'));
    made.push(newsId);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain(ko('admin:newsAdmin.saved'));
    await heading(page, ko('admin:newsAdmin.updateTitle')).waitFor();
    await expectNoViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the published item to visitors in Korean and English, with the picture', async () => {
    expect(newsId).toBeGreaterThan(0);
    for (const lang of ['ko', 'en'] as const) {
      const s = story[lang];
      const page = await openPage(lang === 'ko' ? 'ko-KR' : 'en-US');
      const errors = watchErrors(page);
      await page.goto(`/${lang}/news`);
      await heading(page, text(lang, 'news:list.heading')).waitFor();
      const link = page.getByRole('link', { name: s.title });
      await link.waitFor();
      await expectNoViolations(page);

      await link.click();
      await page.waitForURL(`**/${lang}/news/${newsId}`);
      await heading(page, s.title).waitFor();
      expect(await page.getByText(s.summary).count()).toBe(1);
      await expectNoViolations(page);

      await page.getByRole('link', { name: s.article }).click();
      await page.waitForURL(new RegExp(`/${lang}/news/${newsId}/\\d+$`));
      articleId = Number(new URL(page.url()).pathname.split('/').at(-1));
      await heading(page, s.article).waitFor();
      const body = page.locator('.article-body');
      await expect.poll(() => body.textContent()).toContain(s.body);
      // Served in the page's own language: no fallback note.
      expect(await page.getByRole('note').count()).toBe(0);
      const img = body.locator('img');
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
        /\/media\/uploads\/.+\?w=\d+&f=(avif|webp)$/,
      );
      // Plain share links, no third-party script.
      const share = page.getByRole('region', { name: text(lang, 'news:share.heading') });
      expect(
        await share
          .getByRole('link', { name: new RegExp(`^${text(lang, 'news:share.on', { site: 'LINE' })}`) })
          .getAttribute('href'),
      ).toContain(encodeURIComponent(`/${lang}/news/${newsId}/${articleId}`));
      expect(await page.locator('script[src^="http"]').count()).toBe(0);
      await expectNoViolations(page);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('tells a Japanese reader the text is shown in Korean until the Japanese one is ready', async () => {
    const page = await openPage('ja-JP');
    await page.goto(`/ja/news/${newsId}/${articleId}`);
    await heading(page, story.ko.article).waitFor();
    await page.getByRole('note').waitFor();
    // Each text is marked with the language it is in: the title and the body, both Korean here.
    expect(await heading(page, story.ko.article).getAttribute('lang')).toBe('ko');
    expect(
      await page
        .locator('article .article-body')
        .first()
        .evaluate((el) => el.closest('[lang]')?.getAttribute('lang')),
    ).toBe('ko');
    await page.context().close();
  });

  it('hides an item from visitors when the manager switches it off in the list, and shows it again', async () => {
    const page = await openPage();
    await useSession(page, manager);
    await page.goto('/admin/news');
    const toggle = page.getByRole('switch', { name: ko('admin:newsAdmin.publicOf', { title: story.ko.title }) });
    await flip(toggle, false);

    const visitor = await openPage();
    await visitor.goto(`/ko/news/${newsId}`);
    await heading(visitor, text('ko', 'common:notFound')).waitFor();

    // The article's own switch sits in the item's disclosure.
    await page.getByRole('button', { name: ko('admin:newsAdmin.showArticles', { title: story.ko.title }) }).click();
    const articleToggle = page.getByRole('switch', {
      name: ko('admin:newsAdmin.publicOf', { title: story.ko.article }),
    });
    await articleToggle.waitFor();
    await expectNoViolations(page);
    await flip(toggle, true);
    await flip(articleToggle, false);
    await visitor.goto(`/ko/news/${newsId}/${articleId}`);
    await heading(visitor, text('ko', 'common:notFound')).waitFor();
    await visitor.goto(`/ko/news/${newsId}`);
    await heading(visitor, story.ko.title).waitFor();
    await visitor.getByText(text('ko', 'news:item.noArticles')).waitFor();
    await flip(articleToggle, true);
    await visitor.context().close();
    await page.context().close();
  });

  it('pages the public list through ?page= links, and deletes an item after a confirmation', async () => {
    const { total } = await publicNews('ko');
    // Enough public items for a second page; the first made is the oldest of all.
    const label = `Paging ${stamp}`;
    made.push(...(await createPublicNews(Math.max(1, 21 - total), label)));
    const firstPage = (await publicNews('ko', 1)).items[0];
    const secondPage = (await publicNews('ko', 2)).items.at(-1);
    expect(secondPage).toBeDefined();

    const page = await openPage();
    await page.goto('/ko/news');
    const pager = page.getByRole('navigation', { name: text('ko', 'news:list.pages') });
    await pager.getByRole('link', { name: text('ko', 'news:pager.page', { page: 2 }) }).click();
    await expectQuery(page, 'page', '2');
    await page.getByRole('link', { name: secondPage?.title ?? '', exact: true }).waitFor();
    await expectNoViolations(page);
    await page.goBack();
    await expectQuery(page, 'page', null);
    await page.getByRole('link', { name: firstPage?.title ?? '', exact: true }).waitFor();

    // The manager deletes the oldest one, on the admin list's last page.
    const oldest = `${label} 1`;
    await useSession(page, manager);
    await page.goto(`/admin/news?page=${await adminNewsLastPage()}`);
    await page.getByRole('link', { name: oldest, exact: true }).waitFor();
    await page.getByRole('button', { name: `${ko('admin:newsAdmin.delete')}: ${oldest}` }).click();
    const dialog = page.getByRole('dialog', { name: ko('admin:newsAdmin.deleteTitle') });
    await dialog.getByRole('button', { name: ko('admin:newsAdmin.confirmDelete') }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain(ko('admin:newsAdmin.deleted'));
    await expect.poll(() => page.getByRole('link', { name: oldest, exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
