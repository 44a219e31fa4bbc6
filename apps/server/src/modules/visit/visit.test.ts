import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@atrium/shared/languages';
import { visitResponseSchema } from '@atrium/shared/api/visit';
import { siteSettings } from '#server/db/settings.table';
import { createTestApp, type TestApp } from '#server/test/app';
import demo from '#server/db/seed/data/visit-info.json' with { type: 'json' };
import { VISIT_INFO_SETTING } from './visit.repository';

/** GET /api/visit in the venue's time zone (Asia/Seoul, UTC+9 all year), the clock moved by the tests. */
describe('visit information', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.database.db.delete(siteSettings);
    await t.app.contentCache.invalidate();
  });

  /** Stands at an instant given in Seoul time ('2026-12-01T10:00'). */
  const at = (seoul: string) => {
    t.app.clock.now = () => new Date(`${seoul}:00+09:00`);
  };
  const visit = async (lang = 'ko', headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/visit', headers: { 'accept-language': lang, ...headers } });
  const body = async (lang = 'ko') => visitResponseSchema.parse((await visit(lang)).json());

  /** Staff's published visit information, as the editorial engine stores it. */
  async function publish(value: object) {
    await t.database.db.insert(siteSettings).values({ key: VISIT_INFO_SETTING, value });
    await t.app.contentCache.invalidate();
  }

  it('is open during opening hours on an open day, with today’s hours', async () => {
    at('2026-12-01T10:00'); // a Tuesday
    const res = await visit();
    expect(res.statusCode).toBe(200);
    const data = visitResponseSchema.parse(res.json());
    expect(data).toMatchObject({
      openNow: true,
      today: { open: '09:30', close: '17:30' },
      hours: [{ days: [0, 2, 3, 4, 5, 6], open: '09:30', close: '17:30' }],
      closedDays: [1],
      contact: { phone: demo.phone, email: demo.email },
      address: demo.address.ko,
      admission: demo.admission.ko,
    });
  });

  it('is closed before opening and from closing time, still giving today’s hours', async () => {
    at('2026-12-01T09:29');
    expect(await body()).toMatchObject({ openNow: false, today: { open: '09:30', close: '17:30' } });
    at('2026-12-01T09:30');
    expect((await body()).openNow).toBe(true);
    t.app.clock.now = () => new Date('2026-12-01T17:29:59+09:00');
    expect((await body()).openNow).toBe(true);
    at('2026-12-01T17:30');
    expect(await body()).toMatchObject({ openNow: false, today: { open: '09:30', close: '17:30' } });
  });

  it('is closed all day on the weekly closed day', async () => {
    at('2026-12-07T11:00'); // a Monday
    expect(await body()).toMatchObject({ openNow: false, today: null });
  });

  it('counts the day and the time in the venue’s time zone, not the server’s', async () => {
    // Monday 23:30 in UTC is already Tuesday 08:30 in Seoul: a day with hours, not open yet.
    t.app.clock.now = () => new Date('2026-11-30T23:30:00Z');
    expect(await body()).toMatchObject({ openNow: false, today: { open: '09:30', close: '17:30' } });
    // Tuesday 01:00 UTC is 10:00 in Seoul.
    t.app.clock.now = () => new Date('2026-12-01T01:00:00Z');
    expect((await body()).openNow).toBe(true);
  });

  it('is closed on a special closure and lists only closures from today on, by date', async () => {
    at('2027-01-01T11:00'); // a Friday, New Year's Day in the demo data
    const newYear = await body('en');
    expect(newYear).toMatchObject({ openNow: false, today: null });
    expect(newYear.specialClosures[0]).toEqual({ date: '2027-01-01', reason: 'New Year’s Day', lang: 'en' });
    at('2027-01-02T11:00');
    const after = await body('en');
    expect(after).toMatchObject({ openNow: true, today: { open: '09:30', close: '17:30' } });
    expect(after.specialClosures.map((c) => c.date)).toEqual([
      '2027-02-06',
      '2027-02-07',
      '2027-09-14',
      '2027-09-15',
      '2027-09-16',
    ]);
  });

  it.each(LANGUAGES)('answers in %s from the demo data until staff publish', async (lang) => {
    at('2026-12-01T10:00');
    const data = await body(lang);
    expect(data.address).toBe(demo.address[lang]);
    expect(data.admission).toBe(demo.admission[lang]);
    expect(data.lang).toBe(lang);
    expect(data.langs).toEqual({ address: lang, admission: lang });
    at('2026-12-31T10:00');
    expect((await body(lang)).specialClosures[0]).toMatchObject({
      date: '2027-01-01',
      reason: demo.specialClosures[0]!.reason[lang],
      lang,
    });
  });

  it('serves what staff published, each text through the language fallbacks, closures sorted', async () => {
    await publish({
      address: { ko: '서울 어딘가 1', en: '1 Somewhere, Seoul' },
      hours: [
        { days: [1, 2, 3, 4, 5], open: '10:00', close: '12:00' },
        { days: [1, 2, 3, 4, 5], open: '13:00', close: '18:00' },
      ],
      closedDays: [0, 6],
      specialClosures: [
        { date: '2026-12-25', reason: { ko: '성탄절', en: 'Christmas Day' } },
        { date: '2026-12-02', reason: { ko: '내부 공사' } },
        { date: '2026-11-01', reason: { ko: '지난 휴관' } },
      ],
      admission: { ko: '무료' },
      phone: '02-000-0000',
      email: 'visit@example.org',
      directions: {},
    });
    at('2026-12-01T12:30'); // Tuesday, the lunch break
    const es = await body('es');
    expect(es).toMatchObject({
      address: '1 Somewhere, Seoul',
      admission: '무료',
      lang: 'en',
      langs: { address: 'en', admission: 'ko' },
      openNow: false,
      today: { open: '10:00', close: '18:00' },
      closedDays: [0, 6],
      contact: { phone: '02-000-0000', email: 'visit@example.org' },
    });
    expect(es.specialClosures).toEqual([
      { date: '2026-12-02', reason: '내부 공사', lang: 'ko' },
      { date: '2026-12-25', reason: 'Christmas Day', lang: 'en' },
    ]);
    expect((await body('ja')).address).toBe('서울 어딘가 1');
    at('2026-12-01T13:00');
    expect((await body('es')).openNow).toBe(true);
    at('2026-12-05T13:00'); // a Saturday
    expect(await body('es')).toMatchObject({ openNow: false, today: null });
  });

  it('sends an ETag, answers 304 while nothing changed, and a new reply once the venue closes', async () => {
    at('2026-12-01T17:00');
    const first = await visit('fr');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.vary).toContain('Accept-Language');
    const etag = String(first.headers.etag);
    expect((await visit('fr', { 'if-none-match': etag })).statusCode).toBe(304);
    at('2026-12-01T17:45');
    const closed = await visit('fr', { 'if-none-match': etag });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().openNow).toBe(false);
  });

  it('embeds the same answer in the home page’s HTML', async () => {
    at('2026-12-01T10:00');
    const html = (await t.app.inject({ url: '/ko/' })).body;
    const boot = JSON.parse(html.match(/<script type="application\/json" id="boot">([^<]*)<\/script>/)?.[1] ?? '{}');
    const entry = boot.prefetched.find((q: { key: string[] }) => q.key[0] === 'visit');
    expect(entry.key).toEqual(['visit', 'ko']);
    expect(entry.data).toMatchObject({ openNow: true, address: demo.address.ko, today: { open: '09:30' } });
    at('2026-12-07T10:00');
    const monday = (await t.app.inject({ url: '/ko/' })).body;
    expect(monday).toContain('"openNow":false');
  });
});
