import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftKindSchema } from '@atrium/shared/api/events';
import { GIFT_KINDS } from '@atrium/shared/gift-kinds';
import { LANGUAGES } from '@atrium/shared/languages';
import { createTestApp, type TestApp } from '#server/test/app';
import { resolvePlaceholders } from '#server/db/seed/data-placeholders';
import eventsData from '#server/db/seed/data/events.json' with { type: 'json' };
import { eventsSeed } from '#server/db/seed/events.seed';
import { callAs, signedIn } from '#server/test/factories/people';
import { libraryImage } from '#server/test/factories/content';
import { eventGifts, events } from './events.table';
import { venueDate } from './venue-time';

describe('events demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The demo events come from data/events.json through the engine, as the content-data step
    // seeds them (one library picture stands for every drawn one); the events step adds the rest.
    const picture = (await libraryImage(t, 'demo-event')).id;
    const today = venueDate(t.config.timezone, new Date());
    const items = eventsData.map((item) =>
      resolvePlaceholders(item, { today, timezone: t.config.timezone, picture: () => picture, ref: () => 0 }),
    );
    await t.app.content.seed('events', items);
    await eventsSeed.run({
      db: t.app.database.db,
      storage: t.app.storage,
      config: t.config,
      log: pino({ level: 'silent' }),
      content: t.app.content,
    });
    t.app.contentCache.invalidate();
  });
  afterAll(() => t.close());

  it('has a check-in running today, events to come and past ones, in every language', async () => {
    for (const lang of LANGUAGES) {
      const list = (await callAs(t, undefined, lang)('GET', '/api/events')).json();
      expect(list.today).toBe(venueDate('Asia/Seoul', new Date()));
      const checkIn = list.inProgress.find((e: { checkIn: boolean }) => e.checkIn);
      expect(checkIn).toBeTruthy();
      expect(checkIn.lang).toBe(lang);
      expect(list.upcoming.length).toBeGreaterThanOrEqual(2);
      expect(list.past.length).toBeGreaterThanOrEqual(2);
    }
    for (const row of await t.app.database.db.select().from(events)) {
      for (const field of [row.title, row.summary, row.body, row.location, row.target, row.program, row.organizer]) {
        expect(Object.keys(field).sort()).toEqual([...LANGUAGES].sort());
      }
    }
  });

  it('lets a new member check in today and download the day’s gift', async () => {
    const list = (await callAs(t)('GET', '/api/events')).json();
    const id = list.inProgress.find((e: { checkIn: boolean }) => e.checkIn).id;
    const m = await signedIn(t);
    const checked = await callAs(t, m.token)('POST', `/api/events/${id}/check-in`);
    expect(checked.statusCode).toBe(201);
    expect(checked.json().day).toBe(4);
    const { downloadUrl } = (await callAs(t, m.token)('POST', `/api/events/${id}/gifts/4/receive`)).json();
    const file = await callAs(t, m.token)('GET', downloadUrl);
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
    const detail = (await callAs(t)('GET', `/api/events/${id}`)).json();
    expect(detail.programs.length).toBe(1);
    expect(detail.images.length).toBe(2);
    const program = (
      await callAs(t)('GET', `/api/programs/${detail.programs[0].categoryId}/${detail.programs[0].programId}`)
    ).json();
    expect(program.sessions).toHaveLength(4);
  });

  it('draws 28 gifts of the spec’s kinds: wallpapers and (animated) stickers', async () => {
    const gifts = await t.app.database.db.select().from(eventGifts).orderBy(eventGifts.day);
    expect(gifts.map((g) => g.day)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    const kinds = new Set(
      gifts.map((g) => (g.kind.endsWith('_photo') && g.kind !== 'true_parents_photo' ? 'product_photo' : g.kind)),
    );
    expect([...kinds].sort()).toEqual([...GIFT_KINDS].sort());
    for (const g of gifts) {
      expect(giftKindSchema.safeParse(g.kind).success).toBe(true);
      expect(Object.keys(g.title).sort()).toEqual([...LANGUAGES].sort());
      expect(g.storageKey.startsWith('gifts/')).toBe(true);
      const data = await t.app.storage.get(g.storageKey);
      expect(data).not.toBeNull();
    }
    const [gif] = await t.app.database.db
      .select()
      .from(eventGifts)
      .where(eq(eventGifts.kind, 'true_mother_gif'))
      .limit(1);
    const meta = await sharp((await t.app.storage.get(gif!.storageKey))!, { animated: true }).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.pages).toBeGreaterThan(1);
    // The public media route never serves a gift.
    expect((await t.app.inject(`/media/${gifts[0]!.storageKey}`)).statusCode).toBe(404);
  });
});
