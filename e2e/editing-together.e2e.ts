import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserListSchema } from '@atrium/shared/api/admin';
import { LANGUAGE_NAMES } from '@atrium/shared/languages';
import { revisionResponseSchema, revisionsResponseSchema } from '@atrium/shared/api/content-admin';
import { createMember, text, type Member } from './accounts.support';
import { ADMIN, ko, koWith, promoteToManager, staffApi, useSession } from './admin.support';
import { contentApi, fieldIn, saveDraft } from './content.support';
import { axeViolations, launchBrowser, newContext, type Browser, type Device, type Page } from './support/browser';

/**
 * Two staff members on one item at once (docs/spec/decisions.md §15, issue 40): each sees the
 * other is there, and the second save meets the first instead of replacing it. With
 * E2E_SCREENSHOTS=1 the conflict view is also saved under docs/screenshots/editing-together/.
 */
describe('editing together', () => {
  let browser: Browser;
  let content: Awaited<ReturnType<typeof contentApi>>;
  let api: Awaited<ReturnType<typeof staffApi>>;
  let editor: Member;
  const stamp = Date.now().toString(36);
  const cleanups: Array<() => Promise<unknown>> = [];
  const shots = process.env.E2E_SCREENSHOTS ? path.resolve('docs/screenshots/editing-together') : null;

  beforeAll(async () => {
    editor = await createMember({ name: `김편집${stamp.slice(-3)}` });
    await promoteToManager(editor);
    [browser, content, api] = await Promise.all([launchBrowser(), contentApi(), staffApi()]);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await browser.close();
  });

  /** `member`'s editor of the item at `url`, once its form shows `field`. */
  const editorOf = async (member: Member, url: string, field = 'name', device: Device = 'desktop') => {
    const page = await (await newContext(browser, device)).newPage();
    if (device === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
    await useSession(page, member);
    await page.goto(url);
    await page.getByRole('textbox', { name: fieldIn(field) }).waitFor();
    return page;
  };
  /** With E2E_SCREENSHOTS: the page at 1280×800 and at a phone's 390×844, as `name`-desktop/-phone. */
  const shoot = async (page: Page, name: string) => {
    if (!shots) return;
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `${name}-desktop.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(shots, `${name}-phone.png`) });
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  /** With E2E_SCREENSHOTS: the conflict view in the Japanese admin, from a save made stale through the API. */
  const shootConflictInJapanese = async (url: string, type: string, id: number) => {
    if (!shots) return;
    const page = await (await newContext(browser, 'desktop')).newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await useSession(page, ADMIN);
    await page.evaluate(() => localStorage.setItem('adminLanguage', 'ja'));
    await page.goto(url);
    const save = page.getByRole('button', { name: text('ja', 'admin:content.editor.saveDraft'), exact: true });
    await save.waitFor();
    const { draft } = await content.item(type, id);
    const summary = (draft.summary ?? {}) as Record<string, string>;
    const changed = await api(`/content/${type}/${id}`, {
      method: 'PUT',
      body: { data: { ...draft, summary: { ...summary, ko: '다른 직원이 방금 고친 요약입니다.' } } },
    });
    expect(changed.status).toBe(200);
    const nameInKorean = text('ja', 'admin:content.editor.inLanguage')
      .replace('{{field}}', text('ja', 'admin:content.fields.name'))
      .replace('{{language}}', LANGUAGE_NAMES.ko);
    await page.getByRole('textbox', { name: nameInKorean }).fill(`日本語の画面から ${stamp}`);
    await save.click();
    await page.getByRole('dialog', { name: text('ja', 'admin:content.conflict.title') }).waitFor();
    await shoot(page, 'conflict-ja');
    await page.context().close();
  };

  it('shows who else is editing, and a second save meets the first: keeping one’s own loses nothing', async () => {
    const slug = `e2e-together-${stamp}`;
    const created = await api('/content/spaces', {
      method: 'POST',
      body: { data: { slug, name: { ko: `함께 편집 ${stamp}` }, summary: { ko: '처음 요약입니다.' } } },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    cleanups.push(() => content.remove('spaces', id));
    const url = `/admin/content/spaces/${id}`;

    // The manager opens the item first; the admin who opens it next is told at once.
    const theirs = await editorOf(editor, url);
    const mine = await editorOf(ADMIN, url);
    await mine.getByText(koWith('admin:content.presence.one', { names: editor.name })).waitFor();

    // The manager saves a new summary; the admin, whose form still holds the old one, a new name.
    await theirs.getByRole('textbox', { name: fieldIn('summary') }).fill('김편집이 고친 요약입니다.');
    await saveDraft(theirs);
    const myName = `내가 고친 이름 ${stamp}`;
    await mine.getByRole('textbox', { name: fieldIn('name') }).fill(myName);
    await mine.getByRole('button', { name: ko('admin:content.editor.saveDraft'), exact: true }).click();

    // The save is refused and both versions are shown side by side, each field's change named.
    const conflict = mine.getByRole('dialog', { name: ko('admin:content.conflict.title') });
    await conflict.waitFor();
    const table = conflict.getByRole('table', { name: ko('admin:content.conflict.caption') });
    await table.getByText('김편집이 고친 요약입니다.').waitFor();
    await table.getByText(myName).waitFor();
    await table.getByText(ko('admin:content.conflict.by.theirs')).first().waitFor();
    await table.getByText(ko('admin:content.conflict.by.yours')).first().waitFor();
    expect(await axeViolations(mine)).toEqual([]);
    await shoot(mine, 'conflict-ko');
    // Nothing has changed yet: the stored draft is the manager's.
    expect((await content.item('spaces', id)).draft.name).toEqual({ ko: `함께 편집 ${stamp}` });

    // Keeping one's own, on purpose: it is the draft now, and the manager's is still in the revisions.
    await conflict.getByRole('button', { name: ko('admin:content.conflict.keep') }).click();
    await conflict.waitFor({ state: 'detached' });
    await expect.poll(async () => (await content.item('spaces', id)).draft.name).toEqual({ ko: myName });
    const revisions = revisionsResponseSchema.parse(await (await api(`/content/spaces/${id}/revisions`)).json());
    const kept = await Promise.all(
      revisions
        .filter((revision) => revision.kind === 'draft')
        .map(async (revision) =>
          revisionResponseSchema.parse(await (await api(`/content/spaces/${id}/revisions/${revision.rev}`)).json()),
        ),
    );
    expect(kept.map((revision) => revision.data.summary)).toContainEqual({ ko: '김편집이 고친 요약입니다.' });
    expect(kept.map((revision) => revision.data.name)).toContainEqual({ ko: myName });

    // The manager's editor learns of the admin, by the name the admin has on the site, within a heartbeat.
    const found = adminUserListSchema.parse(await (await api(`/users/search?keyword=${ADMIN.email}`)).json());
    const adminName = found.items.find((user) => user.email === ADMIN.email)?.name ?? '';
    await theirs.getByText(koWith('admin:content.presence.one', { names: adminName })).waitFor({ timeout: 30_000 });
    await Promise.all([mine.context().close(), theirs.context().close()]);
    await shootConflictInJapanese(url, 'spaces', id);
  }, 120_000);

  it('warns before publishing an exhibition of missing languages and its artworks in draft; a release puts all three live together', async () => {
    const post = async (type: string, data: Record<string, unknown>) => {
      const response = await api(`/content/${type}`, { method: 'POST', body: { data } });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      cleanups.push(() => content.remove(type, id));
      return id;
    };
    const title = `함께 여는 전시 ${stamp}`;
    const exhibition = await post('exhibitions', {
      slug: `e2e-release-${stamp}`,
      title: { ko: title },
      startsOn: '2027-01-10',
    });
    const works = [`첫 작품 ${stamp}`, `둘째 작품 ${stamp}`];
    const artworks: number[] = [];
    for (const work of works) artworks.push(await post('artworks', { exhibition, title: { ko: work } }));

    // The publish dialog says what is missing before its button.
    const page = await editorOf(ADMIN, `/admin/content/exhibitions/${exhibition}`, 'title');
    await page.getByRole('button', { name: ko('admin:content.publish.button'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ko('admin:content.publish.title') });
    const warning = dialog.getByRole('alert').filter({ hasText: ko('admin:content.warnings.title') });
    await warning.waitFor();
    const missing = ko('admin:content.warnings.missing').split('{{')[0]!;
    await expect.poll(() => warning.textContent()).toContain(missing);
    // Named in the admin's language (Intl.DisplayNames), Korean being the source.
    const names = new Intl.DisplayNames(['ko'], { type: 'language' });
    for (const language of ['en', 'ja', 'es', 'fr']) expect(await warning.textContent()).toContain(names.of(language));
    for (const work of works) await warning.getByRole('link', { name: work }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'publish-warnings-ko');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A release of the three goes live whole: the artworks after their exhibition.
    const release = await api('/releases', {
      method: 'POST',
      body: {
        title: `e2e 묶음 ${stamp}`,
        items: [...artworks.map((id) => ({ type: 'artworks', id })), { type: 'exhibitions', id: exhibition }],
      },
    });
    expect(release.status).toBe(201);
    const { id: releaseId } = (await release.json()) as { id: number };
    cleanups.push(() => api(`/releases/${releaseId}`, { method: 'DELETE' }));
    await page.goto(`/admin/releases/${releaseId}`);
    await page
      .getByRole('table', { name: ko('admin:releases.items.caption') })
      .getByText(works[0]!)
      .first()
      .waitFor();
    await page.getByRole('button', { name: ko('admin:releases.publish.now'), exact: true }).click();
    await page
      .getByRole('dialog', { name: ko('admin:releases.publish.title') })
      .getByRole('button', { name: ko('admin:releases.publish.now'), exact: true })
      .click();
    await expect
      .poll(async () =>
        Promise.all([
          content.item('exhibitions', exhibition),
          ...artworks.map((id) => content.item('artworks', id)),
        ]).then((items) => items.map((item) => item.status)),
      )
      .toEqual(['published', 'published', 'published']);
    await page.context().close();
  }, 90_000);
});
