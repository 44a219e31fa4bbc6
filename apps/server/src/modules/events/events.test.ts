import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@atrium/shared/limits';
import { createTestApp, type TestApp } from '#server/test/app';
import { callAs, signedIn } from '#server/test/factories/people';
import { libraryImage } from '#server/test/factories/content';
import { createEvent, eventBody, seoul, setNow } from '#server/test/factories/events';

const ids = (list: Array<{ id: number }>) => list.map((e) => e.id);

describe('events', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, 'MANAGER')).token;
  });
  afterAll(() => t.close());

  it('groups public events as in progress, upcoming and past by venue-local dates', async () => {
    const lecture = await createEvent(t, manager, {
      checkIn: false,
      title: { ko: '봄 특강', en: 'Spring lecture' },
      startDate: '2026-05-10',
      endDate: '2026-05-12',
    });
    const hidden = await createEvent(t, manager, {
      checkIn: false,
      isPublic: false,
      startDate: '2026-05-01',
      endDate: '2026-05-31',
    });
    const group = async (at: string) => {
      setNow(t, seoul(at));
      const list = (await callAs(t)('GET', '/api/events')).json();
      expect([...ids(list.inProgress), ...ids(list.upcoming), ...ids(list.past)]).not.toContain(hidden);
      return {
        status: list.inProgress.some((e: { id: number }) => e.id === lecture)
          ? 'inProgress'
          : list.upcoming.some((e: { id: number }) => e.id === lecture)
            ? 'upcoming'
            : 'past',
        today: list.today,
      };
    };
    // 2026-05-09 23:59 in Seoul is still before the start; one minute later it has begun.
    expect(await group('2026-05-09T23:59:00')).toEqual({ status: 'upcoming', today: '2026-05-09' });
    expect(await group('2026-05-10T00:00:00')).toEqual({ status: 'inProgress', today: '2026-05-10' });
    expect(await group('2026-05-12T23:59:00')).toEqual({ status: 'inProgress', today: '2026-05-12' });
    expect(await group('2026-05-13T00:00:00')).toEqual({ status: 'past', today: '2026-05-13' });
    const detail = (await callAs(t)('GET', `/api/events/${lecture}`)).json();
    expect(detail).toMatchObject({
      status: 'past',
      title: 'Spring lecture',
      checkIn: false,
      checkInDays: null,
      timezone: 'Asia/Seoul',
    });
    expect((await callAs(t)('GET', `/api/events/${hidden}`)).statusCode).toBe(404);
  });

  it('serves each language with its fallback, and revalidates with ETags', async () => {
    setNow(t, seoul('2026-06-01T12:00:00'));
    const cover = await libraryImage(t, 'event-cover');
    const id = await createEvent(t, manager, {
      checkIn: false,
      startDate: '2026-06-01',
      endDate: '2026-06-03',
      title: { ko: '여름 음악회', en: 'Summer concert', ja: '夏のコンサート' },
      summary: { ko: '정원에서 열리는 음악회', en: 'A concert in the garden' },
      location: { ko: '정원', en: 'Garden', fr: 'Jardin' },
      coverId: cover.id,
    });
    const read = (lang: string) => callAs(t, undefined, lang)('GET', `/api/events/${id}`);
    expect((await read('ko')).json()).toMatchObject({ title: '여름 음악회', lang: 'ko' });
    expect((await read('ja')).json()).toMatchObject({
      title: '夏のコンサート',
      summary: '정원에서 열리는 음악회',
      lang: 'ja',
    });
    // French falls back to English for the title, but has its own location.
    expect((await read('fr')).json()).toMatchObject({ title: 'Summer concert', location: 'Jardin', lang: 'en' });
    expect((await read('es')).json()).toMatchObject({ title: 'Summer concert', location: 'Garden', lang: 'en' });
    expect((await read('en')).json().cover).toMatchObject({ width: 64, height: 64 });

    const first = await read('en');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: `/api/events/${id}`,
      headers: { 'accept-language': 'en', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const listTag = (await read('en')).headers.etag;
    expect(listTag).toBe(etag);

    // A staff edit invalidates the cached reply.
    const update = await callAs(t, manager)('PUT', `/api/admin/events/${id}`, {
      ...eventBody({ checkIn: false, startDate: '2026-06-01', endDate: '2026-06-03' }),
      title: { ko: '여름 음악회', en: 'Summer concert in the garden' },
    });
    expect(update.statusCode).toBe(200);
    const changed = await t.app.inject({
      url: `/api/events/${id}`,
      headers: { 'accept-language': 'en', 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().title).toBe('Summer concert in the garden');
  });

  it('authorizes admin calls: visitor 401, member 403, manager and admin allowed', async () => {
    const member = await signedIn(t);
    const admin = await signedIn(t, 'ADMIN');
    const urls = [
      '/api/admin/events',
      '/api/admin/events/choices',
      '/api/admin/event/attendance',
      '/api/admin/program-categories',
    ];
    for (const url of urls) {
      expect((await callAs(t)('GET', url)).statusCode).toBe(401);
      const forbidden = await callAs(t, member.token)('GET', url);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('NO_ADMIN_PERMISSION');
      expect((await callAs(t, manager)('GET', url)).statusCode).toBe(200);
      expect((await callAs(t, admin.token)('GET', url)).statusCode).toBe(200);
    }
    expect((await callAs(t, member.token)('POST', '/api/admin/events', eventBody())).statusCode).toBe(403);
    expect((await callAs(t)('GET', '/api/admin/event/attendance/excel')).statusCode).toBe(401);
  });

  it('answers bad input with 400s that change nothing', async () => {
    const staff = callAs(t, manager);
    const before = (await staff('GET', '/api/admin/events')).json().total;
    const cases: Array<[object, Record<string, string>]> = [
      [{ ...eventBody(), title: {} }, { title: 'REQUIRED' }],
      [{ ...eventBody(), startDate: '2026-13-45x' }, { startDate: 'INVALID' }],
      [{ ...eventBody({ checkIn: false }), endDate: undefined }, { endDate: 'REQUIRED' }],
      [
        { ...eventBody({ checkIn: false, startDate: '2026-05-10', endDate: '2026-05-01' }) },
        { endDate: 'OUT_OF_RANGE' },
      ],
      [{ ...eventBody(), coverId: 'not-a-uuid' }, { coverId: 'INVALID' }],
      [{ ...eventBody(), coverId: '00000000-0000-4000-8000-000000000000' }, { coverId: 'INVALID' }],
    ];
    for (const [body, fields] of cases) {
      const res = await callAs(t, manager, 'es')('POST', '/api/admin/events', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const missing = await staff('PUT', '/api/admin/events/999999', eventBody());
    expect(missing.statusCode).toBe(404);
    expect((await staff('GET', '/api/admin/events')).json().total).toBe(before);
  });

  it('lets staff edit and delete events, and records each change in the audit log', async () => {
    const staff = callAs(t, manager);
    const created = await staff(
      'POST',
      '/api/admin/events',
      eventBody({ startDate: '2026-07-01', endDate: '2026-07-02' }),
    );
    expect(created.statusCode).toBe(201);
    // A check-in event always lasts 28 days, whatever end date is sent.
    expect(created.json()).toMatchObject({
      startDate: '2026-07-01',
      endDate: '2026-07-28',
      checkIn: true,
      checkInCount: 0,
    });
    const id = created.json().id;
    const list = (await staff('GET', '/api/admin/events?keyword=check-in')).json();
    expect(ids(list.items)).toContain(id);
    expect((await staff('DELETE', `/api/admin/events/${id}`)).statusCode).toBe(204);
    expect(ids((await staff('GET', '/api/admin/events/choices')).json().items)).not.toContain(id);
    expect((await staff('GET', `/api/admin/events/${id}`)).statusCode).toBe(404);
    const admin = await signedIn(t, 'ADMIN');
    // The editorial engine writes events now: its audit rows name the change and the event.
    const audit = (await callAs(t, admin.token)('GET', '/api/admin/audit?action=content.delete')).json();
    expect(audit.items[0]).toMatchObject({ action: 'content.delete', targetType: 'events', targetId: String(id) });
    const creations = (await callAs(t, admin.token)('GET', '/api/admin/audit?action=content.create')).json();
    expect(creations.items.some((a: { targetId: string }) => a.targetId === String(id))).toBe(true);
  });

  it('offers staff pickers every event, newest first, past the list’s first page', async () => {
    const staff = callAs(t, manager);
    const { total } = (await staff('GET', '/api/admin/events')).json();
    for (let i = total; i <= PAGE_SIZE; i++)
      await createEvent(t, manager, { startDate: '2020-01-01', endDate: '2020-01-02', checkIn: false });
    const oldest = await createEvent(t, manager, { startDate: '2019-06-01', endDate: '2019-06-02', checkIn: false });
    const { items } = (await staff('GET', '/api/admin/events/choices')).json();
    expect(items.length).toBe((await staff('GET', '/api/admin/events')).json().total);
    expect(items.length).toBeGreaterThan(PAGE_SIZE);
    expect(items.at(-1)).toMatchObject({ id: oldest, startDate: '2019-06-01', checkIn: false });
    const dates = items.map((e: { startDate: string }) => e.startDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('documents its calls in the OpenAPI description', async () => {
    const paths = Object.keys((await t.app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/events',
        '/api/events/{id}/check-in',
        '/api/events/{id}/gifts/{day}/receive',
        '/api/programs/{categoryId}/{programId}',
        '/api/admin/event/attendance',
        '/api/admin/event/attendance/excel',
        '/api/admin/events/{id}/gifts/{day}',
      ]),
    );
  });

  it('gives public event pages a head and a sitemap entry', async () => {
    setNow(t, seoul('2026-06-01T12:00:00'));
    const id = await createEvent(t, manager, {
      title: { ko: '가을 출석 행사', en: 'Autumn check-in' },
      startDate: '2026-09-01',
    });
    const hidden = await createEvent(t, manager, { isPublic: false });
    expect((await t.app.inject(`/en/event/${id}`)).body).toContain('<title>Autumn check-in |');
    expect((await t.app.inject(`/en/event/${hidden}`)).statusCode).toBe(404);
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain(`/en/event/${id}</loc>`);
    expect(sitemap).not.toContain(`/event/${hidden}<`);
  });
});
