import sharp from 'sharp';
import { expect } from 'vitest';
import { adminNewsSchema, newsListSchema, type NewsInput } from '@atrium/shared/api/news';
import type { Language } from '@atrium/shared/languages';
import { staffApi } from './admin.support';
import { baseURL } from './support/browser';

/** Helpers of the news journeys: a manager, staff API calls for set-up and clean-up, a picture to upload. */

/** The public news list as a visitor's language gets it. */
export async function publicNews(lang: Language, page = 1) {
  const response = await fetch(`${baseURL()}/api/news?page=${page}`, { headers: { 'accept-language': lang } });
  expect(response.status).toBe(200);
  return newsListSchema.parse(await response.json());
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
