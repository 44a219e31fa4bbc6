import { expect } from 'vitest';
import { contentItemResponseSchema, contentListResponseSchema } from '@atrium/shared/api/content-admin';
import { LANGUAGE_NAMES, type Language } from '@atrium/shared/languages';
import { ko, koWith, staffApi } from './admin.support';
import type { Page } from './support/browser';

/** Helpers of the editorial engine's browser tests: editor labels, status-bar actions, set-up through the API. */

/** A localized field's input label in a language ('제목 (한국어)'). */
export const fieldIn = (field: string, lang: Language = 'ko') =>
  koWith('admin:content.editor.inLanguage', {
    field: ko(`admin:content.fields.${field}`),
    language: LANGUAGE_NAMES[lang],
  });

/** Waits for a notice (role="alert") saying `message`. */
export const noticeOf = (page: Page, message: string) =>
  page.getByRole('alert').filter({ hasText: message }).first().waitFor();

/** "Save draft" in the status bar, the notice that says it is saved, and a new item's stored editor. */
export async function saveDraft(page: Page, created = false) {
  await page.getByRole('button', { name: ko('admin:content.editor.saveDraft'), exact: true }).click();
  await noticeOf(page, ko(created ? 'admin:content.editor.created' : 'admin:content.editor.saved'));
  // A new item's editor gives way to the stored item's, which alone can publish: typing before
  // that would go into the form being replaced.
  if (created) await page.getByRole('button', { name: ko('admin:content.publish.button'), exact: true }).waitFor();
}

/** "Publish" → "Publish now" in its dialog, and the notice that the public site shows it. */
export async function publishNow(page: Page, memo = '') {
  await page.getByRole('button', { name: ko('admin:content.publish.button'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ko('admin:content.publish.title') });
  if (memo) await dialog.getByRole('textbox', { name: ko('admin:content.publish.memo') }).fill(memo);
  await dialog.getByRole('button', { name: ko('admin:content.publish.now'), exact: true }).click();
  await noticeOf(page, ko('admin:content.publish.done'));
  await dialog.waitFor({ state: 'detached' });
}

/** The admin content API, for set-up and for putting the shared demo content back afterwards. */
export async function contentApi() {
  const api = await staffApi();
  const ok = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await api(`/content${path}`, init);
    expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(300);
    return response;
  };
  return {
    list: async (type: string) => contentListResponseSchema.parse(await (await ok(`/${type}`)).json()).items,
    item: async (type: string, id: number | string) =>
      contentItemResponseSchema.parse(await (await ok(`/${type}/${id}`)).json()),
    /** Saves `data` as the draft (translations confirmed as still right) and publishes it. */
    putBack: async (type: string, id: number | string, data: Record<string, unknown>, confirm: string[] = []) => {
      await ok(`/${type}/${id}`, { method: 'PUT', body: { data, confirm } });
      await ok(`/${type}/${id}/publish`, { method: 'POST', body: { memo: 'e2e: put back' } });
    },
    order: (type: string, ids: Array<number | string>) => ok(`/${type}/order`, { method: 'PUT', body: { ids } }),
    remove: (type: string, id: number | string) => api(`/content/${type}/${id}`, { method: 'DELETE' }),
  };
}
