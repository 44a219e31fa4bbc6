import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { visitGuideResponseSchema } from '@atrium/shared/api/visit';
import { siteSettings } from '#server/db/settings.table';
import demo from '#server/db/seed/data/visit-info.json' with { type: 'json' };
import { createTestApp, type TestApp } from '#server/test/app';
import { mediaRow, staffCaller } from '#server/test/factories/content';
import { tokenFor } from '#server/test/members';

/** GET /api/visit/guide, the Visit page's HTML, and staff's edits of the fields behind them. */
describe('the visit guide', () => {
  let t: TestApp;
  let staff: ReturnType<typeof staffCaller>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = staffCaller(t.app, await tokenFor(t.app, 'MANAGER'));
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.database.db.delete(siteSettings);
    await t.app.contentCache.invalidate();
  });

  const guide = async (lang: string) =>
    visitGuideResponseSchema.parse(
      (await t.app.inject({ url: '/api/visit/guide', headers: { 'accept-language': lang } })).json(),
    );
  /** The least visit information staff can publish, and what a test adds to it. */
  const info = (extra: object) => ({
    address: { ko: '서울시 종로구 1' },
    hours: [{ days: [2, 3, 4, 5, 6, 0], open: '09:30', close: '17:30' }],
    admission: { ko: '무료' },
    ...extra,
  });

  it('serves the demo transit lines, accessibility notes and booking contact in each language', async () => {
    const ja = await guide('ja');
    expect(ja.coordinates).toEqual(demo.coordinates);
    expect(ja.transit[0]).toEqual({
      ...demo.transit[0],
      line: '3号線',
      stop: demo.transit[0]!.stop.ja,
      note: demo.transit[0]!.note.ja,
      lang: 'ja',
    });
    expect(ja.accessibility.map((a) => a.topic)).toEqual(['stepFree', 'lending', 'quietHours', 'assistance']);
    expect(ja.groupBooking).toEqual({
      text: demo.groupBooking.text.ja,
      phone: demo.groupBooking.phone,
      email: demo.groupBooking.email,
    });
    expect(ja.mapLinks).toEqual({ naver: '', kakao: '', google: '' });
    expect(ja.langs).toEqual({ directions: 'ja', parking: 'ja', groupBooking: 'ja' });
  });

  it('refuses coordinates off the earth with the field named and a message in the staff member’s language', async () => {
    const bad = info({ coordinates: { lat: 137.58, lng: 126.97 } });
    const ko = await staff('PUT', '/visit-info/1', { data: bad }, { 'accept-language': 'ko' });
    expect(ko.statusCode).toBe(400);
    expect(ko.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'coordinates.lat': 'OUT_OF_RANGE' } });
    const en = await staff('PUT', '/visit-info/1', { data: bad }, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).not.toBe(ko.json().message);
    const text = await staff('PUT', '/visit-info/1', { data: info({ coordinates: { lat: '37.5', lng: 127 } }) });
    expect(text.json()).toMatchObject({ fields: { 'coordinates.lat': 'INVALID' } });
  });

  it('publishes staff’s map picture, links and lists, and puts them in the Visit page’s HTML', async () => {
    const picture = await mediaRow(t.database, { key: 'test/visit-map.png', width: 1200, height: 800 });
    const data = info({
      coordinates: { lat: 37.5665, lng: 126.978 },
      mapImage: picture,
      mapLinks: { naver: 'https://naver.me/example' },
      transit: [{ mode: 'bus', line: { ko: '7212번' }, stop: { ko: '시청 정류장' } }],
      accessibility: [{ topic: 'quietHours', text: { ko: '수요일 오전은 조용한 시간입니다.' } }],
    });
    expect((await staff('PUT', '/visit-info/1', { data })).statusCode).toBe(200);
    expect((await staff('POST', '/visit-info/1/publish', { memo: '' })).statusCode).toBe(200);
    const en = await guide('en');
    expect(en).toMatchObject({
      coordinates: { lat: 37.5665, lng: 126.978 },
      mapImage: { width: 1200, height: 800 },
      mapLinks: { naver: 'https://naver.me/example', kakao: '', google: '' },
      transit: [{ mode: 'bus', line: '7212번', stop: '시청 정류장', note: '', lang: 'ko' }],
      accessibility: [{ topic: 'quietHours', phone: '', lang: 'ko' }],
      groupBooking: { text: '', phone: '', email: '' },
    });
    const html = (await t.app.inject({ url: '/en/visit' })).body;
    const boot = JSON.parse(html.match(/<script type="application\/json" id="boot">([^<]*)<\/script>/)?.[1] ?? '{}');
    const keys = (boot.prefetched as Array<{ key: unknown[] }>).map((q) => q.key);
    expect(keys).toEqual(expect.arrayContaining([PREFETCH_KEYS.visit('en'), PREFETCH_KEYS.visitGuide('en')]));
    expect(html).toContain('https://naver.me/example');
  });
});
