import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { events } from './events.table';
import { callAs, signedIn } from '#server/test/factories/people';
import { libraryImage } from '#server/test/factories/content';
import { seoul, setNow } from '#server/test/factories/events';

type Json = Record<string, unknown>;
const ids = (list: { inProgress: Json[]; upcoming: Json[]; past: Json[] }) =>
  [...list.inProgress, ...list.upcoming, ...list.past].map((e) => e.id);

/** Events in the editorial engine: drafts, publishing, taking down, preview; check-ins and gifts on top. */
describe('events through the editorial engine', () => {
  let t: TestApp;
  let manager: string;
  let cover: string;
  const event = (overrides: Json = {}) => ({
    title: { ko: '정원 음악회', en: 'Garden concert' },
    summary: { ko: '가을 정원에서 듣는 음악', en: 'Music in the autumn garden' },
    body: { ko: '첫 문단.\n\n둘째 문단.', en: 'First paragraph.\n\nSecond paragraph.' },
    startDate: '2026-10-10',
    endDate: '2026-10-11',
    cover,
    gallery: [cover],
    ...overrides,
  });
  const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    callAs(t, manager)(method, `/api/admin/content/events${url}`, payload);
  const publicList = async () => (await callAs(t)('GET', '/api/events')).json();
  const publicOne = (id: number, lang = 'en') => callAs(t, undefined, lang)('GET', `/api/events/${id}`);
  const create = async (data: Json) => {
    const res = await staff('POST', '', { data });
    expect(res.statusCode, res.body).toBe(201);
    return Number(res.json().id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    setNow(t, seoul('2026-10-01T12:00:00'));
    manager = (await signedIn(t, 'MANAGER')).token;
    cover = (await libraryImage(t, 'engine-event')).id;
  });
  afterAll(() => t.close());

  it('keeps a draft off the public site until it is published, under the same id', async () => {
    const id = await create(event());
    expect(ids(await publicList())).not.toContain(id);
    expect((await publicOne(id)).statusCode).toBe(404);

    expect((await staff('POST', `/${id}/publish`, { memo: 'first' })).statusCode).toBe(200);
    const list = await publicList();
    expect(list.upcoming.map((e: Json) => e.id)).toContain(id);
    const detail = (await publicOne(id)).json();
    expect(detail).toMatchObject({
      id,
      title: 'Garden concert',
      startDate: '2026-10-10',
      endDate: '2026-10-11',
      body: 'First paragraph.\n\nSecond paragraph.',
      checkIn: false,
    });
    expect(detail.images).toHaveLength(1);

    // A saved draft changes nothing public until it is published.
    await staff('PUT', `/${id}`, { data: event({ title: { ko: '정원 음악회', en: 'Garden concert (new)' } }) });
    expect((await publicOne(id)).json().title).toBe('Garden concert');
    expect((await staff('GET', '')).json().items.find((i: Json) => i.id === id).status).toBe('changed');
    await staff('POST', `/${id}/publish`, { memo: 'renamed' });
    expect((await publicOne(id)).json().title).toBe('Garden concert (new)');
    const revisions = (await staff('GET', `/${id}/revisions`)).json();
    expect(revisions.filter((r: Json) => r.kind === 'published').map((r: Json) => r.memo)).toEqual([
      'renamed',
      'first',
    ]);
  });

  it('hides an unpublished event and shows it again, same id, when published again', async () => {
    const id = await create(event({ startDate: '2026-09-20', endDate: '2026-10-20' }));
    await staff('POST', `/${id}/publish`, { memo: '' });
    expect((await publicList()).inProgress.map((e: Json) => e.id)).toContain(id);
    expect((await staff('POST', `/${id}/unpublish`, {})).statusCode).toBe(200);
    expect(ids(await publicList())).not.toContain(id);
    expect((await publicOne(id)).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap.xml')).body).not.toContain(`/event/${id}<`);
    await staff('POST', `/${id}/publish`, { memo: '' });
    expect((await publicOne(id)).statusCode).toBe(200);
  });

  it('publishes and takes down at the scheduled times', async () => {
    const id = await create(event());
    const publishAt = seoul('2026-10-01T18:00:00').toISOString();
    const unpublishAt = seoul('2026-10-02T09:00:00').toISOString();
    expect((await staff('POST', `/${id}/publish`, { memo: '', at: publishAt })).statusCode).toBe(200);
    await t.app.content.runDue();
    expect((await publicOne(id)).statusCode).toBe(404);
    setNow(t, seoul('2026-10-01T18:01:00'));
    await t.app.content.runDue();
    expect((await publicOne(id)).statusCode).toBe(200);
    await staff('POST', `/${id}/unpublish`, { at: unpublishAt });
    setNow(t, seoul('2026-10-02T09:01:00'));
    await t.app.content.runDue();
    expect((await publicOne(id)).statusCode).toBe(404);
    setNow(t, seoul('2026-10-01T12:00:00'));
  });

  it('refuses an end before the start, and an ordinary event without an end, naming the field', async () => {
    const before = (await staff('GET', '')).json().total;
    const early = await staff('POST', '', { data: event({ startDate: '2026-10-10', endDate: '2026-10-09' }) });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { endDate: 'OUT_OF_RANGE' } });
    const open = await staff('POST', '', { data: event({ endDate: null }) });
    expect(open.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { endDate: 'REQUIRED' } });
    expect((await staff('GET', '')).json().total).toBe(before);
  });

  it('runs check-in and gifts on a check-in event published by the engine: 28 days from its start', async () => {
    const id = await create(event({ title: { ko: '출석 행사', en: 'Check-in' }, checkIn: true, endDate: null }));
    await staff('POST', `/${id}/publish`, { memo: '' });
    setNow(t, seoul('2026-10-12T09:00:00'));
    const detail = (await publicOne(id)).json();
    expect(detail).toMatchObject({ startDate: '2026-10-10', endDate: '2026-11-06', checkInDays: 28 });

    const gift = await callAs(t, manager)('PUT', `/api/admin/events/${id}/gifts/3`, {
      kind: 'message_card',
      mediaId: cover,
    });
    expect(gift.statusCode, gift.body).toBe(200);
    const member = await signedIn(t);
    const checked = await callAs(t, member.token)('POST', `/api/events/${id}/check-in`);
    expect(checked.statusCode).toBe(201);
    expect(checked.json().day).toBe(3);
    const receive = await callAs(t, member.token)('POST', `/api/events/${id}/gifts/3/receive`);
    expect(receive.statusCode).toBe(200);

    // Editing and publishing again keeps the id, so its check-ins and gifts stay with it.
    await staff('PUT', `/${id}`, { data: event({ title: { ko: '출석 행사', en: 'Daily check-in' }, checkIn: true }) });
    await staff('POST', `/${id}/publish`, { memo: '' });
    const gifts = (await callAs(t, member.token)('GET', `/api/events/${id}/gifts`)).json();
    expect(gifts.gifts.find((g: Json) => g.day === 3)).toMatchObject({ received: true });
    setNow(t, seoul('2026-10-01T12:00:00'));
  });

  it('previews a draft on the event page without making it public', async () => {
    const id = await create(event({ title: { ko: '미리보기 행사', en: 'Preview night' } }));
    const link = await staff('GET', `/${id}/preview?lang=en`);
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().url);
    expect(url.pathname).toBe(`/en/event/${id}`);
    const page = await t.app.inject(url.pathname + url.search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Preview night');
    expect((await publicOne(id)).statusCode).toBe(404);
  });

  it('adopts events made before the engine: public ones as published, in the declaration’s shape, hidden ones as drafts', async () => {
    const [row] = await t.database.db
      .insert(events)
      .values({
        title: { ko: '예전 행사', en: 'Earlier event' },
        startDate: '2026-08-01',
        endDate: '2026-08-02',
        coverId: cover,
        imageIds: [cover],
        isPublic: true,
      })
      .returning({ id: events.id });
    const [hidden] = await t.database.db
      .insert(events)
      .values({ title: { ko: '준비 중인 행사' }, startDate: '2026-12-01', endDate: '2026-12-02', isPublic: false })
      .returning({ id: events.id });
    await t.app.content.adoptLive();
    const item = (await staff('GET', `/${row!.id}`)).json();
    expect(item.status).toBe('published');
    expect(item.draft).toMatchObject({
      title: { ko: '예전 행사', en: 'Earlier event' },
      startDate: '2026-08-01',
      endDate: '2026-08-02',
      cover,
      gallery: [cover],
      checkIn: false,
    });
    // One staff had kept hidden becomes a draft: still off the site until it is published.
    expect((await staff('GET', `/${hidden!.id}`)).json()).toMatchObject({ status: 'draft', published: null });
    expect((await publicOne(hidden!.id)).statusCode).toBe(404);
    await staff('POST', `/${hidden!.id}/publish`, { memo: '' });
    expect((await publicOne(hidden!.id, 'ko')).json().title).toBe('준비 중인 행사');
  });

  it('sends the old staff calls through the engine: PUT with isPublic false takes the event down', async () => {
    const old = callAs(t, manager);
    const created = await old('POST', '/api/admin/events', {
      title: { ko: '어댑터 행사', en: 'Adapter event' },
      startDate: '2026-10-05',
      endDate: '2026-10-06',
      isPublic: true,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await staff('GET', `/${id}`)).json().status).toBe('published');
    const hidden = await old('PUT', `/api/admin/events/${id}`, {
      title: { ko: '어댑터 행사', en: 'Adapter event' },
      startDate: '2026-10-05',
      endDate: '2026-10-06',
      isPublic: false,
    });
    expect(hidden.json()).toMatchObject({ id, isPublic: false });
    expect((await staff('GET', `/${id}`)).json().status).toBe('unpublished');
    expect((await publicOne(id)).statusCode).toBe(404);
    const draft = await old('POST', '/api/admin/events', {
      title: { ko: '초안', en: 'Draft only' },
      startDate: '2026-10-05',
      endDate: '2026-10-06',
    });
    expect(draft.json()).toMatchObject({ isPublic: false, title: { en: 'Draft only' } });
    expect((await staff('GET', `/${draft.json().id}`)).json().status).toBe('draft');
  });

  it('refuses an old PUT while a draft is scheduled: nothing of it goes out early, the schedule stays (409)', async () => {
    const id = await create(event({ title: { ko: '예약 행사', en: 'Scheduled concert' } }));
    await staff('POST', `/${id}/publish`, { memo: 'first' });
    const embargoed = { ko: '내일 공개될 요약', en: 'Embargoed summary' };
    await staff('PUT', `/${id}`, {
      data: event({ title: { ko: '예약 행사', en: 'Scheduled concert' }, summary: embargoed }),
    });
    const at = seoul('2026-10-02T09:00:00').toISOString();
    expect((await staff('POST', `/${id}/publish`, { memo: 'embargo', at })).statusCode).toBe(200);

    // An old caller reads the event (its draft) and puts it back, public or not.
    const old = callAs(t, manager);
    const read = (await old('GET', `/api/admin/events/${id}`)).json();
    const { title, summary, body, startDate, endDate, coverId, imageIds } = read;
    for (const isPublic of [true, false]) {
      const res = await old('PUT', `/api/admin/events/${id}`, {
        ...{ title, summary, body, startDate, endDate, coverId, imageIds, isPublic },
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('PENDING_CHANGES');
    }
    expect((await publicOne(id)).json().summary).toBe('Music in the autumn garden');
    const item = (await staff('GET', `/${id}`)).json();
    expect(item).toMatchObject({ status: 'scheduled', publishAt: at, draft: { summary: embargoed } });
  });
});
