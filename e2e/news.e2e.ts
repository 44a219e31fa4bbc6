import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, type Language } from '@atrium/shared/languages';
import { createMember, type Member } from './accounts.support';
import { expectQuery, promoteToManager, useSession } from './admin.support';
import { fieldIn, noticeOf, publishNow, saveDraft } from './content.support';
import { text } from './home.support';
import { createPublicNews, deleteNews, pictureFile, publicNews } from './news.support';
import {
  axeViolations,
  baseURL,
  launchBrowser,
  newContext,
  watchErrors,
  type Browser,
  type Page,
} from './support/browser';

const ko = (key: string, values: Record<string, string | number> = {}) => text('ko', key, values);

/**
 * News as staff write it (in the editorial engine's editor) and visitors read it: library
 * pictures, publishing, hiding, languages, paging.
 */

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
  const editorTab = (page: Page, lang: Language) =>
    page
      .getByRole('tablist', { name: ko('admin:content.editor.languages') })
      .getByRole('tab', { name: LANGUAGE_NAMES[lang] });
  /** A text box of the form in a language; the item's title comes first, then each article's. */
  const box = (page: Page, field: string, lang: Language, n = 0) =>
    page.getByRole('textbox', { name: fieldIn(field, lang), exact: true }).nth(n);

  /** Writes the open language's texts: item title and summary, the article's title and body (typed in the editor). */
  async function writeTexts(page: Page, lang: 'ko' | 'en') {
    const s = story[lang];
    await box(page, 'title', lang).fill(s.title);
    await box(page, 'summary', lang).fill(s.summary);
    await box(page, 'title', lang, 1).fill(s.article);
    await box(page, 'body', lang).click();
    await page.getByRole('button', { name: ko('admin:richText.editor.heading', { level: 2 }) }).click();
    await page.keyboard.type(s.article);
    await page.keyboard.press('Enter');
    await page.keyboard.type(s.body);
    await page.keyboard.press('Enter');
  }

  /** Puts a library picture in the body through the editor's image button (uploading it first when given). */
  async function insertPicture(page: Page, name: string, upload?: Awaited<ReturnType<typeof pictureFile>>) {
    await page.getByRole('button', { name: ko('admin:richText.editor.image') }).click();
    const dialog = page.getByRole('dialog', { name: ko('admin:richText.picker.title') });
    await dialog.waitFor();
    if (upload) await dialog.locator('input[type="file"]').setInputFiles(upload);
    const choice = dialog.getByRole('button', { name, exact: true });
    await choice.waitFor({ timeout: 20_000 });
    await choice.click();
    if (upload) {
      // A new picture goes on the site only with its Korean alt text: the picker asks for it first.
      const details = page.getByRole('dialog', { name: ko('admin:media.detailsTitle', { name }) });
      await details.getByRole('textbox', { name: LANGUAGE_NAMES.ko }).fill('새 전시실 안내도');
      await details.getByRole('button', { name: ko('admin:common.save'), exact: true }).click();
      await details.waitFor({ state: 'detached' });
    }
    await dialog.waitFor({ state: 'detached' });
  }

  it('lets a manager write a news item in Korean and English with a library picture, and publish it', async () => {
    const page = await openPage();
    const errors = watchErrors(page);
    await useSession(page, manager);
    // The old news admin address leads to the engine's news list.
    await page.goto('/admin/news');
    await page.waitForURL(/\/admin\/content\/news$/);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await expectNoViolations(page);

    await page.getByRole('link', { name: ko('admin:content.list.new') }).click();
    await heading(page, ko('admin:content.editor.newTitle', { type: ko('admin:content.types.news') })).waitFor();
    await page
      .getByRole('button', { name: ko('admin:content.list.add', { field: ko('admin:content.fields.articles') }) })
      .click();
    await expectNoViolations(page);

    const picture = await pictureFile(`news-e2e-${stamp}.png`);
    await writeTexts(page, 'ko');
    await insertPicture(page, picture.name, picture);
    await saveDraft(page, true);
    await page.waitForURL(/\/admin\/content\/news\/\d+$/);
    newsId = Number(new URL(page.url()).pathname.split('/').pop());
    made.push(newsId);

    await editorTab(page, 'en').click();
    expect(await box(page, 'title', 'en').inputValue()).toBe('');
    await writeTexts(page, 'en');
    await insertPicture(page, picture.name);
    const editor = box(page, 'body', 'en');
    expect(await editor.locator('img').getAttribute('src')).toMatch(/^\/media\/uploads\/.+\.png$/);
    await saveDraft(page);
    await expectNoViolations(page);

    await publishNow(page);
    await page.getByText(ko('admin:content.status.published'), { exact: true }).waitFor();
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
      const body = page.locator('.rich-text');
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
      const share = page.getByRole('region', { name: text(lang, 'common:share.heading') });
      expect(
        await share
          .getByRole('link', { name: new RegExp(`^${text(lang, 'common:share.on', { site: 'LINE' })}`) })
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
        .locator('article .rich-text')
        .first()
        .evaluate((el) => el.closest('[lang]')?.getAttribute('lang')),
    ).toBe('ko');
    await page.context().close();
  });

  it('hides an item from visitors when the manager takes it down, and an article by its switch', async () => {
    const page = await openPage();
    await useSession(page, manager);
    await page.goto(`/admin/content/news/${newsId}`);
    await page.getByRole('button', { name: ko('admin:content.unpublish.button'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ko('admin:content.unpublish.title') });
    await dialog.getByRole('button', { name: ko('admin:content.unpublish.now'), exact: true }).click();
    await noticeOf(page, ko('admin:content.unpublish.done'));

    const visitor = await openPage();
    await visitor.goto(`/ko/news/${newsId}`);
    await heading(visitor, text('ko', 'common:notFound')).waitFor();

    // The article hidden, the item published again: the item is back, the article is not.
    await page.getByRole('switch', { name: ko('admin:content.fields.hidden') }).check();
    await saveDraft(page);
    await expectNoViolations(page);
    await publishNow(page);
    await visitor.goto(`/ko/news/${newsId}/${articleId}`);
    await heading(visitor, text('ko', 'common:notFound')).waitFor();
    await visitor.goto(`/ko/news/${newsId}`);
    await heading(visitor, story.ko.title).waitFor();
    await visitor.getByText(text('ko', 'news:item.noArticles')).waitFor();

    // Shown again, at the same address.
    await page.getByRole('switch', { name: ko('admin:content.fields.hidden') }).uncheck();
    await saveDraft(page);
    await publishNow(page);
    await visitor.goto(`/ko/news/${newsId}/${articleId}`);
    await heading(visitor, story.ko.article).waitFor();
    await visitor.context().close();
    await page.context().close();
  });

  it('pages the public list through ?page= links, and deletes an item after a confirmation', async () => {
    const { total } = await publicNews('ko');
    // Enough public items for a second page; the first made is the oldest of all.
    const label = `Paging ${stamp}`;
    const paging = await createPublicNews(Math.max(1, 21 - total), label);
    made.push(...paging);
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

    // The manager deletes the oldest one from its editor.
    const oldest = paging[0]!;
    await useSession(page, manager);
    await page.goto(`/admin/content/news/${oldest}`);
    await page.getByRole('button', { name: ko('admin:content.editor.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ko('admin:content.editor.deleteTitle') });
    await dialog.getByRole('button', { name: ko('admin:content.editor.delete'), exact: true }).click();
    await noticeOf(page, ko('admin:content.editor.deleted'));
    await page.waitForURL(/\/admin\/content\/news$/);
    const gone = await fetch(`${baseURL()}/api/news/${oldest}`);
    expect(gone.status).toBe(404);
    await page.context().close();
  });
});
