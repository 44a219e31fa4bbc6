import sharp from 'sharp';
import { expect } from 'vitest';
import { adminUserListSchema } from '@atrium/shared/api/admin';
import { adminNewsListSchema, adminNewsSchema, newsListSchema, type NewsInput } from '@atrium/shared/api/news';
import type { Language } from '@atrium/shared/languages';
import { apiSignIn, type Member } from './accounts.support';
import { ADMIN } from './admin.support';
import { baseURL } from './support/browser';

/** Helpers of the news journeys: a manager, staff API calls for set-up and clean-up, a picture to upload. */

/** An admin API client signed in once (the set-up makes many calls). */
export async function staffApi(member: Member = ADMIN) {
  const { accessToken } = await apiSignIn(member);
  return async (path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> =>
    fetch(`${baseURL()}/api/admin${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'x-forwarded-for': '172.31.0.2',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
}

/** Makes a signed-up member a MANAGER (content staff), as an admin would in the users page. */
export async function promoteToManager(member: Member): Promise<void> {
  const api = await staffApi();
  const found = adminUserListSchema.parse(
    await (await api(`/users/search?keyword=${encodeURIComponent(member.email)}`)).json(),
  );
  const id = found.items[0]?.id;
  expect(id).toBeDefined();
  expect((await api(`/users/${id}/role`, { method: 'POST', body: { role: 'MANAGER' } })).status).toBe(200);
}

/** The public news list as a visitor's language gets it. */
export async function publicNews(lang: Language, page = 1) {
  const response = await fetch(`${baseURL()}/api/news?page=${page}`, { headers: { 'accept-language': lang } });
  expect(response.status).toBe(200);
  return newsListSchema.parse(await response.json());
}

/** The number of the admin news list's last page (its oldest items). */
export async function adminNewsLastPage(): Promise<number> {
  const api = await staffApi();
  const { total, pageSize } = adminNewsListSchema.parse(await (await api('/news')).json());
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Public news items made through the API (for the paging journey); returns their ids. */
export async function createPublicNews(count: number, label: string): Promise<number[]> {
  const api = await staffApi();
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    const body: NewsInput = {
      title: { ko: `${label} ${i}`, en: `${label} ${i}` },
      summary: { ko: '페이지 나누기 확인용 소식', en: 'A news item for the paging check' },
      // Older than the seeded news: they fill the later pages.
      publishedAt: new Date(Date.UTC(2020, 0, i)).toISOString(),
      isPublic: true,
      articles: [],
    };
    const response = await api('/news', { method: 'POST', body });
    expect(response.status).toBe(201);
    ids.push(adminNewsSchema.parse(await response.json()).id);
  }
  return ids;
}

/** Deletes news items (clean-up: the site is shared with the other e2e files); already gone is fine. */
export async function deleteNews(ids: readonly number[]): Promise<void> {
  const api = await staffApi();
  for (const id of ids) expect([204, 404]).toContain((await api(`/news/${id}`, { method: 'DELETE' })).status);
}

/** A PNG to upload: plain colour with a band, so it is plainly a picture when shown. */
export function pictureFile(name: string) {
  return sharp({ create: { width: 800, height: 500, channels: 3, background: '#3f6e8c' } })
    .composite([
      {
        input: { create: { width: 800, height: 120, channels: 3, background: '#f2d27a' } },
        top: 190,
        left: 0,
      },
    ])
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }));
}
