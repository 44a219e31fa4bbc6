import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { giftFormat } from '@atrium/shared/gift-kinds';
import type { Storage } from '#server/lib/storage';
import type { Db } from '../client';
import { eventGifts, events } from '#server/modules/events/events.table';
import { programCategories, programSessions, programs } from '#server/modules/programs/programs.table';
import { addDays, venueDate, venueInstant } from '#server/modules/events/venue-time';
import type { SeedStep } from './index';
import { drawPicture } from './pictures';
import { storePicture } from './store-pictures';
import { GIFTS, type GiftSeed } from './content/gifts';
import { PROGRAM_CATEGORIES } from './content/programs';
import { pic } from './content/palette';

const loadSharp = async () => (await import('sharp')).default;

/** A sticker: an envelope (message card), a heart (message), a sun (True Father), a flower (True Mother). */
function stickerSvg(g: GiftSeed, size: number, frame: number): string {
  const [from, to] = g.colors;
  const scale = 1 + 0.06 * Math.sin((frame / 4) * Math.PI * 2);
  const c = size / 2;
  const heart = `<path transform="translate(${c} ${c}) scale(${scale * (size / 200)}) translate(-100 -95)" d="M100 170 C40 130 10 95 30 60 C45 32 85 32 100 62 C115 32 155 32 170 60 C190 95 160 130 100 170 Z" fill="url(#g)" stroke="#fff" stroke-width="8"/>`;
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2 + frame * 0.13;
    const r1 = size * 0.3 * scale;
    const r2 = size * 0.45;
    return `<line x1="${c + Math.cos(a) * r1}" y1="${c + Math.sin(a) * r1}" x2="${c + Math.cos(a) * r2}" y2="${c + Math.sin(a) * r2}" stroke="${to}" stroke-width="${size * 0.03}" stroke-linecap="round"/>`;
  }).join('');
  const sun = `${rays}<circle cx="${c}" cy="${c}" r="${size * 0.26 * scale}" fill="url(#g)" stroke="#fff" stroke-width="8"/>`;
  const card = `<rect x="${size * 0.1}" y="${size * 0.2}" width="${size * 0.8}" height="${size * 0.6}" rx="${size * 0.06}" fill="url(#g)" stroke="#fff" stroke-width="8"/><path d="M${size * 0.1} ${size * 0.22} L${c} ${size * 0.55} L${size * 0.9} ${size * 0.22}" fill="none" stroke="#fff" stroke-width="6"/>`;
  const petals = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * 360 + frame * 6;
    return `<ellipse cx="${c}" cy="${c - size * 0.24 * scale}" rx="${size * 0.1}" ry="${size * 0.17}" transform="rotate(${a} ${c} ${c})" fill="${to}" opacity="0.85"/>`;
  }).join('');
  const flower = `${petals}<circle cx="${c}" cy="${c}" r="${size * 0.15 * scale}" fill="url(#g)" stroke="#fff" stroke-width="6"/>`;
  const shapes: Record<string, string> = { message_card: card, message_gif: heart, true_mother_gif: flower };
  const shape = shapes[g.kind] ?? sun;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>${shape}</svg>`;
}

/**
 * The gift file of a day: wallpapers are portrait JPEGs drawn like the site's pictures; the
 * message card is a transparent PNG sticker; the *_gif kinds are animated WebP stickers.
 */
async function drawGift(g: GiftSeed): Promise<{ data: Buffer; contentType: string }> {
  const sharp = await loadSharp();
  if (giftFormat(g.kind) === 'wallpaper') {
    const alt = { ko: '', en: '', ja: '', es: '', fr: '' };
    return {
      data: await drawPicture(pic(`gift-${g.day}`, 720, 1280, g.motif, g.colors, alt)),
      contentType: 'image/jpeg',
    };
  }
  if (!g.kind.endsWith('_gif')) {
    return {
      data: await sharp(Buffer.from(stickerSvg(g, 360, 0)))
        .png()
        .toBuffer(),
      contentType: 'image/png',
    };
  }
  const frames = await Promise.all(
    [0, 1, 2, 3].map((f) =>
      sharp(Buffer.from(stickerSvg(g, 360, f)))
        .png()
        .toBuffer(),
    ),
  );
  const data = await sharp(frames, { join: { animated: true } })
    .webp({ loop: 0, delay: [180, 180, 180, 180], quality: 80 })
    .toBuffer();
  return { data, contentType: 'image/webp' };
}

async function seedGifts(db: Db, storage: Storage, eventId: number) {
  const drawn = await Promise.all(GIFTS.map(async (g) => ({ g, file: await drawGift(g) })));
  const sharp = await loadSharp();
  for (const { g, file } of drawn) {
    const ext = file.contentType.split('/')[1] === 'jpeg' ? 'jpg' : file.contentType.split('/')[1];
    // Private key: /media never serves gifts/…, only a member's signed link does.
    const key = `gifts/seed/day${String(g.day).padStart(2, '0')}-${g.kind.replace(/_/g, '-')}.${ext}`;
    await storage.put(key, file.data, file.contentType);
    const meta = await sharp(file.data).metadata();
    await db.insert(eventGifts).values({
      eventId,
      day: g.day,
      kind: g.kind,
      title: g.title,
      storageKey: key,
      contentType: file.contentType,
      width: meta.width ?? 0,
      height: meta.pageHeight ?? meta.height ?? 0,
      bytes: file.data.length,
    });
  }
}

/** The check-in event the demo data seeded (data/events.json), if it has no gifts yet. */
async function giftlessCheckInEvent(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(eq(events.checkIn, true), notExists(db.select().from(eventGifts).where(eq(eventGifts.eventId, events.id)))),
    )
    .orderBy(asc(events.id))
    .limit(1);
  return row?.id;
}

/** The id of a program's event, named by its Korean title in data/events.json. */
async function eventNamed(db: Db, title: string): Promise<number> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(sql`${events.title}->>'ko' = ${title}`)
    .orderBy(asc(events.id))
    .limit(1);
  if (!row) throw new Error(`demo programs: no event titled "${title}"`);
  return row.id;
}

/**
 * What the demo events (content data, through the editorial engine) do not hold: the 28 gifts of
 * the running check-in event, and the programs with their sessions around the seed day.
 */
export const eventsSeed: SeedStep = {
  name: 'events',
  async run({ db: database, storage, config }) {
    const today = venueDate(config.timezone, new Date());
    await database.transaction(async (db) => {
      const checkInEvent = await giftlessCheckInEvent(db);
      if (checkInEvent !== undefined) await seedGifts(db, storage, checkInEvent);
      const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(programCategories);
      if (n > 0) return;
      for (const [position, c] of PROGRAM_CATEGORIES.entries()) {
        const [category] = await db
          .insert(programCategories)
          .values({ title: c.title, position })
          .returning({ id: programCategories.id });
        if (!category) throw new Error('category seed insert failed');
        for (const [order, p] of c.programs.entries()) {
          const coverId = await storePicture(
            db,
            storage,
            `seed/${p.cover.name}.jpg`,
            await drawPicture(p.cover),
            'image/jpeg',
            p.cover.alt,
          );
          const [program] = await db
            .insert(programs)
            .values({
              categoryId: category.id,
              eventId: p.event ? await eventNamed(db, p.event) : null,
              title: p.title,
              summary: p.summary,
              description: p.description,
              coverId,
              position: order,
              isPublic: true,
            })
            .returning({ id: programs.id });
          if (!program) throw new Error('program seed insert failed');
          for (const s of p.sessions) {
            const startsAt = venueInstant(config.timezone, addDays(today, s.dayOffset), s.time);
            await db.insert(programSessions).values({
              programId: program.id,
              title: s.title,
              description: s.description,
              place: s.place,
              startsAt,
              endsAt: new Date(startsAt.getTime() + s.minutes * 60_000),
            });
          }
        }
      }
    });
  },
};
