/**
 * Screenshots of the editorial engine's admin for docs/screenshots/editorial-engine/, taken with
 * headless chromium against a running site with the demo content (a fresh one: the script first
 * changes two main slides, as an editor would, so that the pictures show a revision to compare
 * and translations to update):
 *
 *   BASE_URL=http://127.0.0.1:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… npx tsx e2e/screenshots/editorial-engine.ts
 *
 * (the admin defaults to the e2e server's). Pictures are 1280×800 or, on a phone, 390×844.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { contentItemResponseSchema, contentListResponseSchema } from '@atrium/shared/api/content-admin';
import { signinResponseSchema } from '@atrium/shared/api/auth';
import { E2E_ADMIN } from '../support/constants';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const admin = {
  email: process.env.ADMIN_EMAIL ?? E2E_ADMIN.email,
  password: process.env.ADMIN_PASSWORD ?? E2E_ADMIN.password,
};
const out = path.resolve(import.meta.dirname, '../../docs/screenshots/editorial-engine');
const KOREAN_EDIT = ' — 함께 걷는 길';
const ENGLISH_EDIT = ' together';

async function signIn() {
  const response = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return signinResponseSchema.parse(await response.json());
}

/** Two main slides changed as an editor would: an English title published, a Korean title saved as a draft. */
async function prepare(accessToken: string) {
  const send = (apiPath: string, method: string, body?: unknown, etag?: string | null) =>
    fetch(`${base}/api/admin/content${apiPath}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(etag ? { 'if-match': etag } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const call = async (apiPath: string, method = 'GET', body?: unknown) => {
    // A write to an item names the version it read (If-Match, else 428): its ETag, read just before.
    const item = method === 'GET' ? null : /^\/[^/]+\/[^/?]+/.exec(apiPath)?.[0];
    const etag = item ? (await send(item, 'GET')).headers.get('etag') : null;
    const response = await send(apiPath, method, body, etag);
    if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}`);
    return response.status === 204 ? null : ((await response.json()) as unknown);
  };
  const [first, second] = contentListResponseSchema.parse(await call('/main-slides')).items;
  if (!first || !second) throw new Error('two main slides expected');
  const titled = async (id: number | string, lang: string, edit: string) => {
    const item = contentItemResponseSchema.parse(await call(`/main-slides/${id}`));
    const title = item.draft.title as Record<string, string>;
    if (title[lang]?.endsWith(edit)) return false;
    await call(`/main-slides/${id}`, 'PUT', {
      data: { ...item.draft, title: { ...title, [lang]: `${title[lang]}${edit}` } },
    });
    return true;
  };
  if (await titled(first.id, 'en', ENGLISH_EDIT)) {
    await call(`/main-slides/${first.id}/publish`, 'POST', { memo: '영문 제목을 다듬었습니다' });
  }
  await titled(second.id, 'ko', KOREAN_EDIT);
  return {
    published: first.id,
    drafted: second.id,
    hotspot: contentListResponseSchema.parse(await call('/hotspots')).items[0]?.id ?? 1,
  };
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const tokens = await signIn();
  const ids = await prepare(tokens.accessToken);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const open = async (phone = false) => {
    const context = await browser.newContext({
      baseURL: base,
      viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
      isMobile: phone,
      hasTouch: phone,
      locale: 'ko-KR',
    });
    await context.addInitScript((t) => {
      localStorage.setItem('accessToken', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
      localStorage.setItem('username', 'Admin');
      localStorage.setItem('pwdChange', 'false');
    }, tokens);
    return context.newPage();
  };
  /** Waits for the page's pictures and fonts, then saves it. */
  const shoot = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all([...document.images].filter((i) => !i.complete).map((i) => i.decode().catch(() => undefined)));
    });
    await page.screenshot({ path: path.join(out, `${name}.png`) });
    console.log(`${name}.png`);
  };
  const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name }).click();

  const page = await open();
  await page.goto('/admin/content');
  await page.getByRole('link', { name: '메인 슬라이드' }).first().waitFor();
  await page.getByRole('table').getByText('갱신 필요 1').first().waitFor();
  await shoot(page, 'coverage');

  await page.goto('/admin/content/main-slides');
  await page
    .getByRole('button', { name: /옮기기/ })
    .first()
    .waitFor();
  await shoot(page, 'main-slides-list');

  await page.goto(`/admin/content/main-slides/${ids.drafted}`);
  await page.getByRole('group', { name: 'PC 이미지' }).locator('img').waitFor();
  await shoot(page, 'main-slide-editor-ko');
  await tab(page, /^English/);
  await page
    .getByRole('button', { name: /그대로 맞음/ })
    .first()
    .waitFor();
  await shoot(page, 'main-slide-editor-en');

  await page.goto(`/admin/content/hotspots/${ids.hotspot}`);
  const map = page.getByRole('heading', { name: '공간 지도 위 위치' });
  await map.waitFor();
  await page.getByRole('img', { name: /배치도/ }).waitFor();
  await map.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, -90);
  await shoot(page, 'hotspot-editor-map');

  await page.goto(`/admin/content/main-slides/${ids.published}`);
  await page.getByRole('button', { name: '수정 이력' }).click();
  const drawer = page.getByRole('dialog', { name: '수정 이력' });
  await drawer.getByRole('list').getByRole('button').nth(1).click();
  await drawer.getByRole('table').waitFor();
  await shoot(page, 'revisions-diff');

  const phone = await open(true);
  await phone.goto('/admin/content/main-slides');
  const heading = phone.getByRole('heading', { level: 1 });
  await phone
    .getByRole('button', { name: /옮기기/ })
    .first()
    .waitFor();
  await heading.evaluate((h) => h.scrollIntoView({ block: 'start' }));
  await shoot(phone, 'main-slides-list-phone');
  await browser.close();
}

await main();
