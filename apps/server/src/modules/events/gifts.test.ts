import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { callAs, signedIn } from '#server/test/factories/people';
import { libraryImage } from '#server/test/factories/content';
import { createEvent, seoul, setNow } from '#server/test/factories/events';
import { giftReceipts } from './events.table';

describe('check-in gifts', () => {
  let t: TestApp;
  let eventId = 0;
  let manager: string;
  let picture: { id: string; bytes: Buffer };
  beforeAll(async () => {
    t = await createTestApp();
    manager = (await signedIn(t, 'MANAGER')).token;
    eventId = await createEvent(t, manager, { startDate: '2026-04-01' });
    picture = await libraryImage(t, 'gift-day-2');
    const staff = callAs(t, manager);
    for (const [day, kind] of [
      [1, 'yearly_slogan'],
      [2, 'true_father_gif'],
    ] as const) {
      const res = await staff('PUT', `/api/admin/events/${eventId}/gifts/${day}`, {
        kind,
        title: { ko: `${day}일째 선물`, en: `Day ${day} gift` },
        mediaId: picture.id,
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('lets staff see the 28 slots, refuses unknown kinds and media with 400s, and day 29 is no slot (404)', async () => {
    const staff = callAs(t, manager);
    const list = (await staff('GET', `/api/admin/events/${eventId}/gifts`)).json();
    expect(list.gifts).toHaveLength(28);
    expect(list.gifts[1]).toMatchObject({ day: 2, kind: 'true_father_gif', format: 'sticker', mediaId: picture.id });
    expect(list.gifts[2]).toMatchObject({ day: 3, kind: null, fileUrl: null });
    const file = await staff('GET', list.gifts[1].fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(picture.bytes)).toBe(true);

    const bad = await staff('PUT', `/api/admin/events/${eventId}/gifts/3`, { kind: 'banana', mediaId: picture.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ kind: 'INVALID' });
    expect(
      (await staff('PUT', `/api/admin/events/${eventId}/gifts/29`, { kind: 'message_card', mediaId: picture.id }))
        .statusCode,
    ).toBe(404);
    const noMedia = await staff('PUT', `/api/admin/events/${eventId}/gifts/3`, {
      kind: 'candle_photo',
      mediaId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noMedia.statusCode).toBe(400);
    expect(noMedia.json().fields).toEqual({ mediaId: 'INVALID' });
    expect((await staff('GET', `/api/admin/events/${eventId}/gifts`)).json().gifts[2].kind).toBeNull();
  });

  it('changes a day’s kind and title without a new file, keeping its file; an empty day needs one', async () => {
    const staff = callAs(t, manager);
    await staff('PUT', `/api/admin/events/${eventId}/gifts/7`, { kind: 'yearly_slogan', mediaId: picture.id });
    const res = await staff('PUT', `/api/admin/events/${eventId}/gifts/7`, {
      kind: 'message_card',
      title: { ko: '새 제목', en: 'New title' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ day: 7, kind: 'message_card', title: { en: 'New title' }, mediaId: picture.id });
    const file = await staff('GET', res.json().fileUrl);
    expect(file.rawPayload.equals(picture.bytes)).toBe(true);

    const empty = await staff('PUT', `/api/admin/events/${eventId}/gifts/5`, { kind: 'message_card' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ mediaId: 'REQUIRED' });
    expect((await staff('GET', `/api/admin/events/${eventId}/gifts`)).json().gifts[4].kind).toBeNull();
  });

  it('keeps gift files off the public media path', async () => {
    const staff = callAs(t, manager);
    const list = (await staff('GET', `/api/admin/events/${eventId}/gifts`)).json();
    expect(list.gifts[0].fileUrl).toMatch(/^\/api\/admin\//);
    expect((await callAs(t)('GET', list.gifts[0].fileUrl)).statusCode).toBe(401);
  });

  it('keeps a gift locked until the member checked in on its day', async () => {
    const m = await signedIn(t);
    const as = callAs(t, m.token);
    setNow(t, seoul('2026-04-01T08:00:00'));
    await as('POST', `/api/events/${eventId}/check-in`);
    const gifts = (await as('GET', `/api/events/${eventId}/gifts`)).json();
    expect(gifts.gifts).toHaveLength(28);
    expect(gifts.gifts[0]).toMatchObject({
      day: 1,
      kind: 'yearly_slogan',
      format: 'wallpaper',
      unlocked: true,
      available: true,
      title: 'Day 1 gift',
      lang: 'en',
    });
    expect(gifts.gifts[1]).toMatchObject({ day: 2, unlocked: false, received: false });
    const locked = await as('POST', `/api/events/${eventId}/gifts/2/receive`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('GIFT_LOCKED');

    // Day 2 arrives, but the gift waits for the check-in.
    setNow(t, seoul('2026-04-02T00:00:00'));
    expect((await as('POST', `/api/events/${eventId}/gifts/2/receive`)).statusCode).toBe(403);
    await as('POST', `/api/events/${eventId}/check-in`);
    expect((await as('POST', `/api/events/${eventId}/gifts/2/receive`)).statusCode).toBe(200);
  });

  it('gives a signed link that works for its member until it expires, and records the receipt', async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    setNow(t, seoul('2026-04-01T10:00:00'));
    await callAs(t, owner.token)('POST', `/api/events/${eventId}/check-in`);
    await callAs(t, other.token)('POST', `/api/events/${eventId}/check-in`);

    const received = await callAs(t, owner.token)('POST', `/api/events/${eventId}/gifts/1/receive`);
    expect(received.statusCode).toBe(200);
    const { downloadUrl, expiresAt, fileName } = received.json();
    expect(fileName).toBe('atrium-gift-day01-yearly_slogan.png');
    expect(Date.parse(expiresAt) - seoul('2026-04-01T10:00:00').getTime()).toBe(10 * 60 * 1000);

    const ok = await callAs(t, owner.token)('GET', downloadUrl);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(ok.rawPayload.equals(picture.bytes)).toBe(true);

    // Another member (even one who unlocked the same gift), a visitor, or a tampered link: refused.
    const stolen = await callAs(t, other.token)('GET', downloadUrl);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('DOWNLOAD_LINK_INVALID');
    expect((await callAs(t)('GET', downloadUrl)).statusCode).toBe(401);
    const forged = downloadUrl.replace(`m=${owner.id}`, `m=${other.id}`);
    expect((await callAs(t, other.token)('GET', forged)).json().code).toBe('DOWNLOAD_LINK_INVALID');
    const otherDay = downloadUrl.replace('/gifts/1/', '/gifts/2/');
    expect((await callAs(t, owner.token)('GET', otherDay)).json().code).toBe('DOWNLOAD_LINK_INVALID');

    setNow(t, seoul('2026-04-01T10:09:59'));
    expect((await callAs(t, owner.token)('GET', downloadUrl)).statusCode).toBe(200);
    setNow(t, seoul('2026-04-01T10:10:00'));
    const expired = await callAs(t, owner.token, 'ja')('GET', downloadUrl);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'DOWNLOAD_LINK_EXPIRED',
      message: 'ダウンロードリンクの有効期限が切れました。プレゼント画面からもう一度受け取ってください。',
    });

    const gifts = (await callAs(t, owner.token)('GET', `/api/events/${eventId}/gifts`)).json();
    expect(gifts.gifts[0].received).toBe(true);
    const [receipt] = await t.app.database.db
      .select()
      .from(giftReceipts)
      .where(and(eq(giftReceipts.eventId, eventId), eq(giftReceipts.memberId, owner.id)));
    expect(receipt).toMatchObject({ day: 1, times: 1 });
    const staffView = (await callAs(t, manager)('GET', `/api/admin/events/${eventId}/gifts`)).json();
    expect(staffView.gifts[0].receivedCount).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an unlocked day whose gift staff have not set yet', async () => {
    const m = await signedIn(t);
    setNow(t, seoul('2026-04-03T10:00:00'));
    await callAs(t, m.token)('POST', `/api/events/${eventId}/check-in`);
    const gifts = (await callAs(t, m.token)('GET', `/api/events/${eventId}/gifts`)).json();
    expect(gifts.gifts[2]).toMatchObject({ day: 3, unlocked: true, available: false });
    expect((await callAs(t, m.token)('POST', `/api/events/${eventId}/gifts/3/receive`)).statusCode).toBe(404);
  });
});
