import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { createContent, libraryImage, mediaRow } from '#server/test/factories/content';
import { tokenFor } from '#server/test/members';

/**
 * The admin's lists: each type's items with their first picture (its source and alt text), and the
 * coverage's gaps, item by item.
 */
describe('admin: content lists', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await tokenFor(t.app, 'MANAGER');
  });
  afterAll(() => t.close());

  const list = async (type: string, lang = 'en') =>
    (
      await t.app.inject({
        url: `/api/admin/content/${type}`,
        headers: { authorization: `Bearer ${staff}`, 'accept-language': lang },
      })
    ).json<{ items: { title: string; thumbnail: { url: string; alt: string } | null }[] }>().items;

  it('gives a slide its image and an artwork its first picture, with alt text in the asked language', async () => {
    const hall = await libraryImage(t, 'thumb-hall');
    const alt = { ko: '본관 전경', en: 'The main hall' };
    const described = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${hall.id}`,
      headers: { authorization: `Bearer ${staff}` },
      payload: { alt },
    });
    expect(described.statusCode).toBe(200);
    await createContent(t.app, staff, 'sub-slides', { title: { ko: '썸네일 슬라이드' }, image: hall.id });
    const second = await mediaRow(t.database);
    await createContent(t.app, staff, 'artworks', {
      title: { ko: '썸네일 작품' },
      images: [{ image: hall.id }, { image: second }],
    });

    const slide = (await list('sub-slides')).find((i) => i.title === '썸네일 슬라이드');
    expect(slide?.thumbnail).toMatchObject({ url: '/media/uploads/test/thumb-hall.png', alt: 'The main hall' });
    const artwork = (await list('artworks', 'ko')).find((i) => i.title === '썸네일 작품');
    expect(artwork?.thumbnail).toMatchObject({ url: '/media/uploads/test/thumb-hall.png', alt: '본관 전경' });
  });

  it('gives an item without a picture none', async () => {
    await createContent(t.app, staff, 'artworks', { title: { ko: '그림 없는 작품' } });
    expect((await list('artworks')).find((i) => i.title === '그림 없는 작품')?.thumbnail).toBeNull();
  });

  it('lists each item with a translation missing or outdated, and in which languages, to staff only', async () => {
    const id = await createContent(t.app, staff, 'artworks', {
      title: { ko: '번역할 작품', en: 'A work to translate' },
    });
    const res = await t.app.inject({
      url: '/api/admin/content/coverage/gaps',
      headers: { authorization: `Bearer ${staff}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const gap = res.json().find((g: { type: string; id: number }) => g.type === 'artworks' && g.id === id);
    expect(gap).toEqual({
      type: 'artworks',
      id,
      title: 'A work to translate',
      missing: ['ja', 'es', 'fr'],
      stale: [],
    });
    expect((await t.app.inject({ url: '/api/admin/content/coverage/gaps' })).statusCode).toBe(401);
  });
});
