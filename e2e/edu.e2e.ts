import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArtworksResponse,
  EpicSummary,
  ExhibitionSummary,
  WebtoonDetail,
  WebtoonSummary,
} from '@atrium/shared/api/edu';
import type { QuizListResponse } from '@atrium/shared/api/quizzes';
import type { Language } from '@atrium/shared/languages';
import { axeViolations, launchBrowser, watchErrors, type Browser, type Page } from './support/browser';
import { createMember, submitSignIn, type Member } from './accounts.support';
import { text } from './home.support';
import { api, escapeRegExp as escape, h1, layoutSettled, openPage, signInAs } from './edu.support';

const LANGS = ['ko', 'en'] as const;
/** A link or button whose name starts with a label (its second line names the neighbour). */
const startingWith = (label: string) => new RegExp(`^${escape(label)}`);

/** Exhibitions, artworks, webtoons, the epic series, sunghwa and quizzes as visitors and members meet them. */
describe('exhibitions and education', () => {
  let browser: Browser;
  const members = {} as Record<Language, Member>;
  beforeAll(async () => {
    browser = await launchBrowser();
    const [ko, en] = await Promise.all([createMember(), createMember()]);
    members.ko = ko;
    members.en = en;
  });
  afterAll(() => browser.close());

  const webtoonNav = (page: Page, lang: Language, where: 'navTop' | 'navBottom') =>
    page.getByRole('navigation', { name: text(lang, `edu:webtoon.${where}`), exact: true });

  it.each(LANGS)('%s: reads webtoon episodes with previous episode, list and next episode', async (lang) => {
    const { context, page } = await openPage(browser, lang);
    const errors = watchErrors(page);
    const { items } = await api<{ items: WebtoonSummary[] }>('/edu/webtoons', lang);
    expect(items.length).toBeGreaterThanOrEqual(5);
    const [first, second] = items;
    if (!first || !second) throw new Error('two episodes expected');
    const detail = await api<WebtoonDetail>(`/edu/webtoons/${first.id}`, lang);

    await page.goto(`/${lang}/edu/webtoon`);
    await h1(page, text(lang, 'edu:webtoon.title'));
    await page.getByRole('link', { name: first.title, exact: true }).click();
    await page.waitForURL(`**/${lang}/edu/webtoon/${first.id}`);
    await h1(page, first.title);
    const panels = page.getByRole('list', { name: text(lang, 'edu:webtoon.panels') }).getByRole('img');
    expect(await panels.count()).toBe(detail.panels.length);
    expect(await panels.first().getAttribute('alt')).toBe(detail.panels[0]?.image.alt);
    // The lettering is text over the art, in the reader's language.
    const balloon = detail.panels[0]?.balloons.at(-1);
    if (!balloon) throw new Error('lettered panels expected');
    expect(balloon.lang).toBe(lang);
    expect(await page.locator(`#panel-1 p[lang="${lang}"]`).last().textContent()).toContain(balloon.text);
    expect(await page.locator('main source[type="image/avif"]').first().getAttribute('srcset')).toMatch(/f=avif \d+w/);

    // The first episode has no previous one.
    const top = webtoonNav(page, lang, 'navTop');
    expect(await top.getByRole('link', { name: startingWith(text(lang, 'edu:webtoon.previous')) }).count()).toBe(0);
    await top.getByRole('link', { name: startingWith(text(lang, 'edu:webtoon.next')) }).click();
    await page.waitForURL(`**/${lang}/edu/webtoon/${second.id}`);
    await h1(page, second.title);

    const bottomPrevious = webtoonNav(page, lang, 'navBottom').getByRole('link', {
      name: startingWith(text(lang, 'edu:webtoon.previous')),
    });
    await bottomPrevious.scrollIntoViewIfNeeded();
    await layoutSettled(page);
    await bottomPrevious.click();
    await page.waitForURL(`**/${lang}/edu/webtoon/${first.id}`);
    await h1(page, first.title);

    await layoutSettled(page);
    await top.getByRole('link', { name: text(lang, 'edu:list'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/${lang}/edu/webtoon`);
    await h1(page, text(lang, 'edu:webtoon.title'));

    // The last episode has no next one.
    const last = items.at(-1);
    if (!last) throw new Error('no last episode');
    await page.goto(`/${lang}/edu/webtoon/${last.id}`);
    await h1(page, last.title);
    expect(await top.getByRole('link', { name: startingWith(text(lang, 'edu:webtoon.next')) }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a member’s reading position and brings them back to it', async () => {
    const { context, page } = await openPage(browser, 'en');
    const token = await signInAs(page, members.en);
    const { items } = await api<{ items: WebtoonSummary[] }>('/edu/webtoons', 'en');
    const episode = items[0];
    if (!episode) throw new Error('no episode');
    const saved = (panel: number) =>
      page.waitForRequest(
        (r) =>
          r.method() === 'PUT' &&
          r.url().endsWith('/api/me/webtoon-position') &&
          (r.postDataJSON() as { panel: number }).panel === panel,
      );

    const opened = saved(0);
    await page.goto(`/en/edu/webtoon/${episode.id}`);
    await h1(page, episode.title);
    await opened;
    const third = saved(2);
    await page.locator('#panel-3').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await third;
    await expect
      .poll(
        async () => (await api<{ last: { panel: number } | null }>('/me/webtoon-position', 'en', token)).last?.panel,
      )
      .toBe(2);

    await page.reload();
    await page.getByText(text('en', 'edu:webtoon.resumed', { panel: 3 })).waitFor();
    await expect
      .poll(() => page.locator('#panel-3').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await page.getByRole('button', { name: text('en', 'edu:webtoon.startOver') }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/en/edu/webtoon');
    await page.getByRole('link', { name: text('en', 'edu:webtoon.continue', { n: episode.sequence }) }).waitFor();
    await context.close();
  });

  it.each(LANGS)('%s: sends visitors of the members’ pages to sign-in, and back after signing in', async (lang) => {
    const { context, page } = await openPage(browser, lang);
    for (const path of ['/test/epic', '/edu/sunghwa/m', '/edu/sunghwa']) {
      await page.goto(`/${lang}${path}`);
      await page.waitForURL(`**/${lang}/signin?returnTo=**`);
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`/${lang}${path}`);
    }
    await page.getByText(text(lang, 'common:requiredLoginPage')).first().waitFor();

    // Signed in, the sunghwa course opens, in its phone layout too.
    await submitSignIn(page, lang, members[lang].email, members[lang].password);
    await page.waitForURL((url) => url.pathname === `/${lang}/edu/sunghwa`);
    await page.getByRole('navigation', { name: text(lang, 'edu:sunghwa.contents') }).waitFor();
    await page.getByRole('link', { name: text(lang, 'edu:sunghwa.phoneLayout') }).click();
    await page.waitForURL(`**/${lang}/edu/sunghwa/m`);
    await page.locator('main h1').waitFor();
    await context.close();
  });

  it.each(LANGS)('%s: reads the epic series from its first part, the other parts listed beside it', async (lang) => {
    const { context, page } = await openPage(browser, lang);
    const errors = watchErrors(page);
    const [first, second] = (await api<{ items: EpicSummary[] }>('/edu/epic', lang)).items;
    if (!first || !second) throw new Error('two epic episodes expected');
    await page.goto(`/${lang}/edu/epic`);
    await h1(page, text(lang, 'edu:epic.title'));
    // The series has one address per episode: no link of the app leads to the old viewer (/epic).
    expect(await page.locator(`a[href^="/${lang}/epic"]`).count()).toBe(0);
    await page.getByRole('link', { name: text(lang, 'edu:epic.startAt', { n: first.sequence }) }).click();
    await page.waitForURL(`**/${lang}/edu/epic/${first.id}`);
    await h1(page, first.title);
    // A 1440 px window: the list of episodes beside the episode, the one being read marked.
    const rail = page.getByRole('navigation', { name: text(lang, 'edu:epic.episodes'), exact: true });
    expect(await rail.locator('[aria-current="page"]').innerText()).toContain(first.title);
    await rail.getByRole('link', { name: new RegExp(escape(second.title)) }).click();
    await page.waitForURL(`**/${lang}/edu/epic/${second.id}`);
    await h1(page, second.title);
    expect(await rail.locator('[aria-current="page"]').innerText()).toContain(second.title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(LANGS)('%s: takes a quiz, scored by the server, and shows the best score after', async (lang) => {
    const { context, page } = await openPage(browser, lang);
    const errors = watchErrors(page);
    const token = await signInAs(page, members[lang]);
    const { items } = await api<QuizListResponse>('/quizzes/epic', lang, token);
    const quiz = items.find((q) => q.bestScore === null);
    if (!quiz) throw new Error('a quiz not taken yet expected');
    const row = page.getByRole('article').filter({ has: page.getByRole('link', { name: quiz.title, exact: true }) });

    await page.goto(`/${lang}/test/epic`);
    await h1(page, text(lang, 'edu:quiz.title'));
    expect(await row.innerText()).toContain(text(lang, 'edu:quiz.notTaken'));
    await row.getByRole('link').click();
    await page.waitForURL(`**/${lang}/test/epic/${quiz.id}`);
    await h1(page, quiz.title);

    // Sending with questions unanswered is refused on the page, focusing the first of them.
    const submit = page.getByRole('button', { name: text(lang, 'edu:quiz.submit') });
    await submit.click();
    await page
      .getByRole('alert')
      .getByText(text(lang, 'edu:quiz.unanswered', { n: quiz.questionCount }))
      .waitFor();
    const groups = page.getByRole('radiogroup');
    expect(await groups.count()).toBe(quiz.questionCount);
    expect(
      await groups
        .first()
        .getByRole('radio')
        .first()
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);

    // Answer by keyboard: focus a group's first choice and move with the arrow key.
    for (let i = 0; i < quiz.questionCount; i += 1) {
      await groups.nth(i).getByRole('radio').first().focus();
      await page.keyboard.press('ArrowDown');
    }
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(quiz.questionCount);
    const attempt = page.waitForResponse((r) => r.url().endsWith(`/api/quizzes/epic/${quiz.id}/attempts`));
    await submit.click();
    const result = (await (await attempt).json()) as { score: number; maxScore: number; bestScore: number };
    const scoreHeading = page.getByRole('heading', {
      level: 2,
      name: text(lang, 'edu:quiz.score', { score: result.score, max: result.maxScore }),
    });
    await scoreHeading.waitFor();
    expect(await scoreHeading.evaluate((el) => el === document.activeElement)).toBe(true);
    // Each question now says whether it was right, and marks the right answer.
    const correct = page.getByText(text(lang, 'edu:quiz.correct'), { exact: true });
    const wrong = page.getByText(text(lang, 'edu:quiz.incorrect'), { exact: true });
    expect(await correct.count()).toBe(result.score);
    expect((await correct.count()) + (await wrong.count())).toBe(quiz.questionCount);
    expect(await page.getByText(text(lang, 'edu:quiz.rightAnswer'), { exact: true }).count()).toBe(quiz.questionCount);
    expect(await page.getByRole('radio', { disabled: false }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: text(lang, 'edu:quiz.allQuizzes') }).click();
    await h1(page, text(lang, 'edu:quiz.title'));
    await expect
      .poll(() => row.innerText())
      .toContain(text(lang, 'edu:quiz.best', { best: result.bestScore, max: quiz.questionCount }));
    expect(errors).toEqual([]);
    await context.close();
  });

  describe('accessibility (axe-core)', () => {
    it.each(LANGS)(
      '%s: every page of the exhibitions and education has no violations',
      async (lang) => {
        const { context, page } = await openPage(browser, lang);
        const [exhibition] = (await api<{ items: ExhibitionSummary[] }>('/exhibitions', lang)).items;
        const [artwork] = (await api<ArtworksResponse>('/artworks', lang)).items;
        const [webtoon] = (await api<{ items: WebtoonSummary[] }>('/edu/webtoons', lang)).items;
        const [epic] = (await api<{ items: EpicSummary[] }>('/edu/epic', lang)).items;
        if (!exhibition || !artwork || !webtoon || !epic) throw new Error('demo content expected');
        const publicPaths = [
          '/edu',
          '/edu/webtoon',
          `/edu/webtoon/${webtoon.id}`,
          '/edu/epic',
          `/edu/epic/${epic.id}`,
          '/exhibitions',
          `/exhibitions/${exhibition.slug}`,
          '/artworks',
          `/artworks/${artwork.id}`,
        ];
        const memberPaths = ['/edu/sunghwa', '/edu/sunghwa/m', '/test/epic', `/test/epic/${epic.id}`];
        const check = async (paths: string[]) => {
          const found: Record<string, unknown[]> = {};
          for (const path of paths) {
            await page.goto(`/${lang}${path}`);
            await page.waitForSelector('main h1');
            await page.waitForLoadState('networkidle');
            const violations = await axeViolations(page);
            if (violations.length) found[path] = violations;
          }
          return found;
        };
        // The Korean public pages: layout-shift.e2e.ts checks every one, light and dark.
        if (lang !== 'ko') expect(await check(publicPaths)).toEqual({});
        await signInAs(page, members[lang]);
        expect(await check(memberPaths)).toEqual({});
        await context.close();
      },
      240_000,
    );
  });
});
