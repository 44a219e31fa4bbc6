import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { callAs, signedIn } from '#server/test/factories/people';
import { createEvent, seoul, setNow } from '#server/test/factories/events';

describe('daily check-in', () => {
  let t: TestApp;
  let eventId = 0;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, 'MANAGER')).token;
    // Day 1 is 2026-03-01 in Seoul; day 28 is 2026-03-28.
    eventId = await createEvent(t, manager, { startDate: '2026-03-01' });
  });
  afterAll(() => t.close());

  it('lasts 28 venue days from its start', async () => {
    setNow(t, seoul('2026-03-10T12:00:00'));
    const event = (await callAs(t)('GET', `/api/events/${eventId}`)).json();
    expect(event).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-28',
      checkInDays: 28,
      status: 'inProgress',
    });
  });

  it('asks visitors to sign in', async () => {
    const res = await callAs(t)('POST', `/api/events/${eventId}/check-in`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_REQUIRED');
  });

  it('counts once per venue day: 23:59 and 00:00 are two days, a second try the same day changes nothing', async () => {
    const m = await signedIn(t);
    const as = callAs(t, m.token, 'ko');

    setNow(t, seoul('2026-03-05T23:59:00'));
    const first = await as('POST', `/api/events/${eventId}/check-in`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ day: 5, checkedToday: true, checkedDays: [5], count: 1, today: '2026-03-05' });

    setNow(t, seoul('2026-03-05T23:59:59'));
    const again = await as('POST', `/api/events/${eventId}/check-in`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_CHECKED_IN',
      message: '오늘은 이미 출석했습니다. 내일 다시 참여해 주세요.',
    });

    // One minute later it is the next day at the venue (still 2026-03-05 in UTC: 15:00).
    setNow(t, seoul('2026-03-06T00:00:00'));
    const state = (await as('GET', `/api/events/${eventId}/check-ins`)).json();
    expect(state).toMatchObject({ todayDay: 6, checkedToday: false, checkedDays: [5], open: true });
    const next = await as('POST', `/api/events/${eventId}/check-in`);
    expect(next.statusCode).toBe(201);
    expect(next.json()).toMatchObject({ day: 6, checkedDays: [5, 6], count: 2 });
  });

  it('counts 20 concurrent check-ins once', async () => {
    const m = await signedIn(t);
    setNow(t, seoul('2026-03-07T09:00:00'));
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => callAs(t, m.token)('POST', `/api/events/${eventId}/check-in`)),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const state = (await callAs(t, m.token)('GET', `/api/events/${eventId}/check-ins`)).json();
    expect(state).toMatchObject({ count: 1, checkedDays: [7] });
  });

  it('refuses check-in before the first and after the last day, in the member’s language', async () => {
    const m = await signedIn(t);
    for (const at of ['2026-02-28T23:59:00', '2026-03-29T00:00:00']) {
      setNow(t, seoul(at));
      const res = await callAs(t, m.token, 'fr')('POST', `/api/events/${eventId}/check-in`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CHECK_IN_CLOSED',
        message: 'Le pointage de présence n’est pas ouvert en ce moment.',
      });
    }
    setNow(t, seoul('2026-03-28T23:59:00'));
    expect((await callAs(t, m.token)('POST', `/api/events/${eventId}/check-in`)).json()).toMatchObject({ day: 28 });
    const state = (await callAs(t, m.token)('GET', `/api/events/${eventId}/check-ins`)).json();
    expect(state).toMatchObject({ checkedDays: [28], open: true });
    setNow(t, seoul('2026-03-29T00:00:00'));
    expect((await callAs(t, m.token)('GET', `/api/events/${eventId}/check-ins`)).json()).toMatchObject({
      open: false,
      todayDay: null,
      checkedToday: false,
    });
  });

  it('has no check-in for an ordinary or hidden event', async () => {
    const m = await signedIn(t);
    const ordinary = await createEvent(t, manager, { checkIn: false, startDate: '2026-03-01', endDate: '2026-03-31' });
    const hidden = await createEvent(t, manager, { isPublic: false });
    setNow(t, seoul('2026-03-10T10:00:00'));
    for (const id of [ordinary, hidden, 999_999]) {
      expect((await callAs(t, m.token)('POST', `/api/events/${id}/check-in`)).statusCode).toBe(404);
    }
    expect((await callAs(t, m.token)('POST', `/api/events/abc/check-in`)).statusCode).toBe(404);
  });
});
