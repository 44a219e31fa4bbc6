import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { callAs, signedIn } from '#server/test/factories/people';
import { libraryImage } from '#server/test/factories/content';
import { createEvent, seoul, setNow } from '#server/test/factories/events';

describe('GET /api/me/check-ins: the member’s own check-ins and gifts', () => {
  let t: TestApp;
  let spring = 0;
  let autumn = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const manager = (await signedIn(t, 'MANAGER')).token;
    spring = await createEvent(t, manager, {
      title: { ko: '봄 출석', en: 'Spring check-in' },
      startDate: '2026-03-01',
    });
    autumn = await createEvent(t, manager, { title: { ko: '가을 출석' }, startDate: '2026-09-01' });
    const picture = await libraryImage(t, 'my-gift');
    const res = await callAs(t, manager)('PUT', `/api/admin/events/${spring}/gifts/2`, {
      kind: 'true_father_gif',
      title: { ko: '둘째 날 선물', en: 'Day 2 gift' },
      mediaId: picture.id,
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('asks visitors to sign in', async () => {
    const res = await callAs(t)('GET', '/api/me/check-ins');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_REQUIRED');
  });

  it('lists each event checked in at, newest first, with its days and received gifts, and nothing of another member', async () => {
    const member = await signedIn(t);
    const other = await signedIn(t);
    const as = callAs(t, member.token, 'en');
    for (const [at, id] of [
      ['2026-03-01T09:00:00', spring],
      ['2026-03-02T09:00:00', spring],
      ['2026-09-03T09:00:00', autumn],
    ] as const) {
      setNow(t, seoul(at));
      expect((await as('POST', `/api/events/${id}/check-in`)).statusCode).toBe(201);
    }
    setNow(t, seoul('2026-09-03T10:00:00'));
    expect((await as('POST', `/api/events/${spring}/gifts/2/receive`)).statusCode).toBe(200);
    // The other member checks in on day 5 of spring and receives nothing.
    setNow(t, seoul('2026-03-05T09:00:00'));
    expect((await callAs(t, other.token)('POST', `/api/events/${spring}/check-in`)).statusCode).toBe(201);

    const res = await as('GET', '/api/me/check-ins');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      events: [
        {
          eventId: autumn,
          // No English title: served in Korean, and it says so.
          title: '가을 출석',
          lang: 'ko',
          startDate: '2026-09-01',
          endDate: '2026-09-28',
          days: 28,
          checkedDays: [3],
          gifts: [],
        },
        {
          eventId: spring,
          title: 'Spring check-in',
          lang: 'en',
          startDate: '2026-03-01',
          endDate: '2026-03-28',
          days: 28,
          checkedDays: [1, 2],
          gifts: [
            {
              day: 2,
              kind: 'true_father_gif',
              format: 'sticker',
              title: 'Day 2 gift',
              lang: 'en',
              contentType: 'image/png',
              width: 64,
              height: 64,
            },
          ],
        },
      ],
    });

    const others = (await callAs(t, other.token)('GET', '/api/me/check-ins')).json();
    expect(others.events).toEqual([expect.objectContaining({ eventId: spring, checkedDays: [5], gifts: [] })]);
  });

  it('is empty for a member who never checked in', async () => {
    const fresh = await signedIn(t);
    expect((await callAs(t, fresh.token)('GET', '/api/me/check-ins')).json()).toEqual({ events: [] });
  });
});
