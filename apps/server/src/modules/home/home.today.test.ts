import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { TodayResponse } from '@atrium/shared/api/today';
import { createTestApp, type TestApp } from '#server/test/app';
import { signedIn } from '#server/test/factories/people';
import { createEvent, seoul, setNow } from '#server/test/factories/events';
import { exhibitions } from '../exhibitions/exhibitions.table';
import { programCategories, programSessions, programs } from '../programs/programs.table';

/** The home page's "Today at the memorial" (issue 42, item 3), by the venue's date on a fixed clock. */
describe('today at the memorial', () => {
  let t: TestApp;
  let checkIn = 0;
  let lecture = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const manager = (await signedIn(t, 'MANAGER')).token;
    const db = t.database.db;
    await db.insert(exhibitions).values([
      { slug: 'founders', position: 0, title: { ko: '설립자 전시', en: 'Founders' }, startsOn: '2019-05-01' },
      {
        slug: 'may',
        position: 1,
        title: { ko: '5월 전시', en: 'May show' },
        startsOn: '2026-05-01',
        endsOn: '2026-05-31',
      },
      {
        slug: 'autumn',
        position: 2,
        title: { ko: '가을 전시', en: 'Autumn' },
        startsOn: '2026-09-01',
        endsOn: '2026-10-31',
      },
      { slug: 'hidden', position: 3, title: { ko: '숨김' }, startsOn: '2026-01-01', isPublic: false },
    ]);
    checkIn = await createEvent(t, manager, {
      title: { ko: '출석 행사', en: 'Daily check-in' },
      startDate: '2026-05-10',
    });
    lecture = await createEvent(t, manager, {
      checkIn: false,
      title: { ko: '특강', en: 'Lecture' },
      startDate: '2026-05-20',
      endDate: '2026-05-21',
    });
    const [category] = await db
      .insert(programCategories)
      .values({ title: { ko: '강좌' } })
      .returning();
    const [program] = await db
      .insert(programs)
      .values({ categoryId: category!.id, title: { ko: '역사 강좌', en: 'History lectures' }, isPublic: true })
      .returning();
    const [hidden] = await db
      .insert(programs)
      .values({ categoryId: category!.id, title: { ko: '비공개' }, isPublic: false })
      .returning();
    const session = (programId: number, title: string, starts: string) => ({
      programId,
      title: { ko: title, en: title },
      place: { ko: '중앙 홀', en: 'Main Hall' },
      startsAt: seoul(starts),
      endsAt: new Date(seoul(starts).getTime() + 90 * 60_000),
    });
    await db
      .insert(programSessions)
      .values([
        session(program!.id, 'Morning', '2026-05-10T10:00:00'),
        session(program!.id, 'Afternoon', '2026-05-10T14:00:00'),
        session(program!.id, 'Later', '2026-05-12T10:00:00'),
        session(hidden!.id, 'Secret', '2026-05-11T10:00:00'),
      ]);
    await t.app.contentCache.invalidate();
  });
  afterAll(() => t.close());

  const today = async (lang = 'en') =>
    (await t.app.inject({ url: '/api/today', headers: { 'accept-language': lang } })).json<TodayResponse>();
  const titles = (items: Array<{ title: string }>) => items.map((i) => i.title);

  it("lists exhibitions on now and today's events and sessions, by the venue's date", async () => {
    setNow(t, seoul('2026-05-10T00:00:00'));
    const day = await today();
    expect(day.today).toBe('2026-05-10');
    expect(titles(day.exhibitions)).toEqual(['Founders', 'May show']);
    expect(day.exhibitions[0]).toMatchObject({ endsOn: null });
    expect(day.events).toMatchObject({ when: 'today', date: '2026-05-10' });
    expect(day.events.items).toEqual([expect.objectContaining({ id: checkIn, checkIn: true })]);
    expect(day.sessions).toMatchObject({ when: 'today', date: '2026-05-10' });
    expect(titles(day.sessions.items)).toEqual(['Morning', 'Afternoon']);
    expect(day.sessions.items[0]).toMatchObject({
      programTitle: 'History lectures',
      place: 'Main Hall',
      // Its times of day in the venue's zone, written on the server in the asked language.
      time: '10:00 – 11:30 AM GMT+9',
    });
    expect((await today('ko')).sessions.items[1]?.time).toBe('오후 2:00~3:30 (한국 시간)');
    // In the visitor's language, with its fallback.
    expect(titles((await today('ko')).exhibitions)).toEqual(['설립자 전시', '5월 전시']);
  });

  it('says which are next when none is today, and nothing when none is ahead', async () => {
    // One minute before the venue's midnight: nothing runs yet, the next day is the 10th.
    setNow(t, seoul('2026-05-09T23:59:00'));
    const eve = await today();
    expect(eve.events).toMatchObject({ when: 'next', date: '2026-05-10' });
    expect(eve.events.items.map((e) => e.id)).toEqual([checkIn]);
    expect(eve.sessions).toMatchObject({ when: 'next', date: '2026-05-10' });
    // The hidden program's session on the 11th is not shown; the 12th is next.
    setNow(t, seoul('2026-05-11T09:00:00'));
    const after = await today();
    expect(after.sessions).toMatchObject({ when: 'next', date: '2026-05-12' });
    expect(titles(after.sessions.items)).toEqual(['Later']);
    // The check-in runs 28 days (to June 6); after that and the lecture, nothing is ahead.
    setNow(t, seoul('2026-06-07T12:00:00'));
    const later = await today();
    expect(later.events).toEqual({ when: 'none', date: null, items: [] });
    expect(later.sessions).toEqual({ when: 'none', date: null, items: [] });
    expect(titles(later.exhibitions)).toEqual(['Founders']);
    setNow(t, seoul('2026-05-20T12:00:00'));
    expect((await today()).events.items.map((e) => e.id)).toEqual([checkIn, lecture]);
  });

  it('comes with the home page, and the page turns at the venue’s midnight', async () => {
    const home = async () => {
      const res = await t.app.inject({ url: '/en/' });
      const json = /<script type="application\/json" id="boot">([^<]*)<\/script>/.exec(res.body)?.[1];
      const prefetched = (JSON.parse(json ?? '{}') as { prefetched?: Array<{ key: unknown[]; data: unknown }> })
        .prefetched;
      return {
        body: res.body,
        today: prefetched?.find((q) => JSON.stringify(q.key) === JSON.stringify(PREFETCH_KEYS.today('en'))),
      };
    };
    setNow(t, seoul('2026-05-09T23:59:00'));
    const eve = await home();
    expect(eve.today?.data).toEqual(await today());
    expect((eve.today?.data as TodayResponse).events.when).toBe('next');
    setNow(t, seoul('2026-05-10T00:00:00'));
    const day = await home();
    expect((day.today?.data as TodayResponse).events.when).toBe('today');
    expect(day.body).not.toBe(eve.body);
  });
});
