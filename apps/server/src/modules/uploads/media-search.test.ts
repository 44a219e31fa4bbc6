import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MEDIA_SEARCH_MAX } from '@atrium/shared/api/media';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { multipart } from '#server/test/multipart';

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();

/** A UTC calendar date `days` from now (a day either side of today covers every time zone). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('admin: searching the media library', () => {
  let t: TestApp;
  let manager: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await tokenFor(t.app, 'MANAGER');
    member = await tokenFor(t.app);
    const body = multipart([
      { filename: 'lobby-night.jpg', content: await photo(), type: 'image/jpeg' },
      { filename: 'IMG_2041.jpg', content: await photo(), type: 'image/jpeg' },
    ]);
    const headers = { authorization: `Bearer ${manager}` };
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    const [, camera] = uploaded.json().items;
    const alt = { ko: '정원의 벚꽃 100%', ja: '庭の桜' };
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/admin/media/${camera.id}`, headers, payload: { alt } }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(() => t.close());

  const list = (query: string, token: string | null = manager, lang = 'en') =>
    t.app.inject({
      url: `/api/admin/media?${query}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': lang },
    });
  const names = async (query: string) =>
    (await list(query)).json().items.map((i: { originalName: string }) => i.originalName);

  it('finds a picture by a part of its file name, in any case', async () => {
    expect(await names('q=LOBBY')).toEqual(['lobby-night.jpg']);
  });

  it('finds a picture by its alt text in any language, taking % literally', async () => {
    expect(await names(`q=${encodeURIComponent('庭の')}`)).toEqual(['IMG_2041.jpg']);
    expect(await names(`q=${encodeURIComponent('벚꽃')}`)).toEqual(['IMG_2041.jpg']);
    expect(await names(`q=${encodeURIComponent('100%')}`)).toEqual(['IMG_2041.jpg']);
    expect(await names(`q=${encodeURIComponent('%')}`)).toEqual(['IMG_2041.jpg']);
    // The language codes the alt text is kept under are not text to find.
    expect(await names('q=ja')).toEqual([]);
  });

  it('narrows by upload day, inclusive, paged with the total of what it found', async () => {
    const around = await list(`from=${dayFromNow(-1)}&to=${dayFromNow(1)}&q=jpg`);
    expect(around.json()).toMatchObject({ page: 1, total: 2 });
    expect(await names('to=2000-01-01')).toEqual([]);
    expect(await names(`from=${dayFromNow(2)}`)).toEqual([]);
    // An empty text is no search.
    expect((await list('q=%20')).json().total).toBeGreaterThanOrEqual(2);
  });

  it('answers bad search input with a localized 400 naming the field', async () => {
    for (const [query, field, code] of [
      [`q=${'a'.repeat(MEDIA_SEARCH_MAX + 1)}`, 'q', 'TOO_LONG'],
      ['from=2026-02-30', 'from', 'INVALID_DATE'],
      ['to=yesterday', 'to', 'INVALID'],
      ['from=2026-05-02&to=2026-05-01', 'to', 'OUT_OF_RANGE'],
      ['page=0', 'page', undefined],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
      if (code) expect(res.json().fields[field], query).toBe(code);
    }
    const english = (await list('from=2026-05-02&to=2026-05-01')).json().message;
    const korean = (await list('from=2026-05-02&to=2026-05-01', manager, 'ko')).json().message;
    expect(korean).not.toBe(english);
  });

  it('answers only staff: 401 without a session, 403 for a member', async () => {
    expect((await list('q=lobby', null)).statusCode).toBe(401);
    expect((await list('q=lobby', member)).statusCode).toBe(403);
  });
});
