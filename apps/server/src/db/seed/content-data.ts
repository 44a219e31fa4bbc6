import { eq } from 'drizzle-orm';
import { contentType } from '@atrium/shared/content/registry';
import { validateData } from '@atrium/shared/content/validate';
import { STORES } from '#server/modules/content/content-stores.repository';
import { webtoonEpisodes } from '#server/modules/webtoons/webtoons.table';
import { venueDate } from '#server/modules/events/venue-time';
import type { Db } from '../client';
import type { SeedContext, SeedStep } from './index';
import { drawSpec } from './pictures';
import { storePicture } from './store-pictures';
import {
  collectPictures,
  resolvePlaceholders,
  splitDirections,
  type PictureSpec,
  type Ref,
  type Resolvers,
} from './data-placeholders';
import mainSlides from './data/main-slides.json' with { type: 'json' };
import subSlides from './data/sub-slides.json' with { type: 'json' };
import eduSlides from './data/edu-slides.json' with { type: 'json' };
import familySites from './data/family-sites.json' with { type: 'json' };
import spaces from './data/spaces.json' with { type: 'json' };
import hotspots from './data/hotspots.json' with { type: 'json' };
import pages from './data/pages.json' with { type: 'json' };
import exhibitions from './data/exhibitions.json' with { type: 'json' };
import artworks from './data/artworks.json' with { type: 'json' };
import webtoons from './data/webtoons.json' with { type: 'json' };
import epicEpisodes from './data/epic-episodes.json' with { type: 'json' };
import quizzes from './data/quizzes.json' with { type: 'json' };
import sunghwa from './data/sunghwa.json' with { type: 'json' };
import news from './data/news.json' with { type: 'json' };
import events from './data/events.json' with { type: 'json' };
import visitInfo from './data/visit-info.json' with { type: 'json' };
import site from './data/site.json' with { type: 'json' };
import spacesMap from './data/spaces-map.json' with { type: 'json' };
import sunghwaCourse from './data/sunghwa-course.json' with { type: 'json' };

type Item = Record<string, unknown>;

/**
 * The demo content of the engine's types, one file each, in the order they are seeded: an item
 * refers ($ref) only to items of a type seeded before it.
 */
export const CONTENT_DATA: ReadonlyArray<{ type: string; items: readonly Item[] }> = [
  { type: 'main-slides', items: mainSlides },
  { type: 'sub-slides', items: subSlides },
  { type: 'edu-slides', items: eduSlides },
  { type: 'family-sites', items: familySites },
  { type: 'spaces', items: spaces },
  { type: 'hotspots', items: hotspots },
  { type: 'spaces-map', items: [spacesMap] },
  { type: 'pages', items: pages },
  { type: 'exhibitions', items: exhibitions },
  { type: 'artworks', items: artworks },
  { type: 'webtoons', items: webtoons },
  { type: 'epic-episodes', items: epicEpisodes },
  { type: 'quizzes', items: quizzes },
  { type: 'sunghwa', items: sunghwa },
  { type: 'sunghwa-course', items: [sunghwaCourse] },
  { type: 'news', items: news },
  { type: 'events', items: events },
  { type: 'visit-info', items: [visitInfo] },
  { type: 'site', items: [site] },
];

/** What an item's `$…` directions do after the engine has published it. */
const AFTER: Record<string, Record<string, (tx: Db, key: string, value: unknown) => Promise<void>>> = {
  webtoons: {
    // The date a webtoon episode shows is not a declared field (the engine leaves the column alone).
    $publishedAt: async (tx, key, value) => {
      await tx
        .update(webtoonEpisodes)
        .set({ publishedAt: new Date(String(value)) })
        .where(eq(webtoonEpisodes.id, Number(key)));
    },
  },
  news: {
    // The pictures inside article bodies (<img src="/media/seed/<name>.jpg">): stored with the
    // others before the items are published; nothing is left to do.
    $pictures: async () => {},
  },
};

/** Draws every picture the data asks for and stores it in the media library: media id by name. */
async function storePictures({ db, storage }: SeedContext, specs: PictureSpec[]): Promise<Map<string, string>> {
  const unique = new Map<string, PictureSpec>();
  for (const spec of specs) {
    // Every item shows pictures of its own: a name asked for twice is a mistake in the data.
    if (unique.has(spec.name)) throw new Error(`demo data: the picture "${spec.name}" is asked for twice`);
    unique.set(spec.name, spec);
  }
  // sharp draws on its own threads; the database takes the files one by one.
  const drawn = await Promise.all([...unique.values()].map(async (spec) => ({ spec, file: await drawSpec(spec) })));
  const ids = new Map<string, string>();
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const { spec, file } of drawn)
      ids.set(spec.name, await storePicture(tx, storage, file.key, file.data, file.contentType, spec.alt));
  });
  return ids;
}

/** The items of a file checked like the admin's input, so a broken file names its item and field. */
function validated(type: string, items: Item[]): Item[] {
  const declaration = contentType(type);
  if (!declaration) throw new Error(`demo data: no content type "${type}"`);
  return items.map((item, i) => {
    const result = validateData(declaration, item);
    if (!result.ok) throw new Error(`demo data ${type}.json item ${i}: ${JSON.stringify(result.fields)}`);
    return result.data;
  });
}

/**
 * Seeds the demo content from db/seed/data: pictures first, then each type through the editorial
 * engine (validated like the admin's input, published as revision 1). Only into an empty site.
 */
export async function seedContentData(ctx: SeedContext, now: Date = new Date()): Promise<void> {
  const { db, content, config, log } = ctx;
  for (const { type } of CONTENT_DATA) {
    if ((await STORES[type]!.readLive(db)).length > 0) {
      log.info({ type }, 'demo content data skipped: the site already has content');
      return;
    }
  }

  const pictures = await storePictures(ctx, [
    ...CONTENT_DATA.flatMap(({ type, items }) => collectPictures(items, type).map((p) => p.spec)),
  ]);
  const seeded = new Map<string, { data: Item[]; keys: string[] }>();
  const resolvers: Resolvers = {
    today: venueDate(config.timezone, now),
    timezone: config.timezone,
    picture: (spec) => pictures.get(spec.name)!,
    ref: ({ type, field, value }: Ref) => {
      const target = seeded.get(type);
      const i = target?.data.findIndex((d) => String(d[field]) === value) ?? -1;
      if (!target || i < 0) throw new Error(`demo data: $ref ${type}:${field}=${value} is no item seeded before`);
      const key = target.keys[i]!;
      return /^\d+$/.test(key) ? Number(key) : key;
    },
  };

  for (const { type, items } of CONTENT_DATA) {
    const parts = items.map((item) => splitDirections(resolvePlaceholders(item, resolvers) as Item));
    const data = validated(
      type,
      parts.map((p) => p.data),
    );
    const given = parts.map((p) => p.directions.$key);
    const keys = await content.seed(type, data, given.every((k) => k === undefined) ? undefined : given.map(String));
    seeded.set(type, { data, keys });

    const after = parts.flatMap(({ directions }, i) =>
      Object.entries(directions)
        .filter(([name]) => name !== '$key')
        .map(([name, value]) => {
          const run = AFTER[type]?.[name];
          if (!run) throw new Error(`demo data ${type}.json item ${i}: unknown direction ${name}`);
          return (tx: Db) => run(tx, keys[i]!, value);
        }),
    );
    if (after.length)
      await db.transaction(async (t) => {
        for (const run of after) await run(t as unknown as Db);
      });
  }
}

/** The demo content of every content type the engine edits (db/seed/data/<type>.json). */
export const contentDataSeed: SeedStep = {
  name: 'content-data',
  run: (ctx) => seedContentData(ctx),
};
