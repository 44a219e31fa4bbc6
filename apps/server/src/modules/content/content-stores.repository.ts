import { asc, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { siteSettings } from '#server/db/settings.table';
import { eduSlides, familySites, mainSlides, subSlides } from '../home/home.table';
import { hotspots, spaces } from '../spaces/spaces.table';
import { venuePages } from '../pages/pages.table';
import { artworks, exhibitions } from '../exhibitions/exhibitions.table';
import { webtoonEpisodes } from '../webtoons/webtoons.table';
import { epicEpisodes } from '../epic/epic.table';
import { sunghwaChapters } from '../sunghwa/sunghwa.table';
import { SUNGHWA_SETTING } from '../sunghwa/sunghwa.service';
import { SPACES_MAP_SETTING } from '../spaces/spaces.service';
import { newsStore } from '../news/news.repository';
import { events } from '../events/events.table';
import { checkInEndDate } from '../events/venue-time';

type Data = Record<string, unknown>;
export interface LiveRow {
  key: string;
  position: number;
  data: Data;
}

/**
 * Where a type's published items live: the typed table its public reads use. Publishing writes
 * the draft through `write`; unpublishing calls `takeDown`. Every call runs in the caller's
 * transaction. The stores are the engine's SQL on the typed tables (content.repository.ts holds
 * its SQL on its own tables), so the service reaches the database only through the two.
 */
export interface Store {
  /** A key for a new item (the typed table's next id). */
  newKey(tx: Db): Promise<string>;
  /** The live items, as data in the declaration's shape (entries for content made before the engine). */
  readLive(tx: Db): Promise<LiveRow[]>;
  /** Rows kept but not public, made before the engine: adopted as drafts (events). */
  readHidden?(tx: Db): Promise<LiveRow[]>;
  write(tx: Db, key: string, data: Data, position: number): Promise<void>;
  takeDown(tx: Db, key: string): Promise<void>;
  /** Removes the item for good (delete). */
  destroy(tx: Db, key: string): Promise<void>;
  reorder?(tx: Db, keys: string[]): Promise<void>;
  /**
   * Completes valid data before it is stored as a draft: keys its table gives (a news article's
   * row id), so they stay the same from draft to draft and publish to publish. `before` is the
   * item's previous draft (null for a new item).
   */
  prepare?(tx: Db, key: string, data: Data, before: Data | null): Promise<Data>;
}

interface TableOptions {
  /** Data field → the table's column property, where the names differ; null: kept in the entry only. */
  columns?: Record<string, string | null>;
  key?: 'id' | 'slug';
  /** Tables with an is_public flag are hidden by it; the others lose the row. */
  publicFlag?: boolean;
  /** With publicFlag: hidden rows made before the engine are adopted as drafts (readHidden). */
  adoptHidden?: boolean;
}

/** A store on one typed table; field names map to its columns. */
function tableStore<T extends PgTable>(table: T, options: TableOptions = {}): Store {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keyName = options.key ?? 'id';
  const keyColumn = columns[keyName]!;
  const toColumn = (field: string) => (field in (options.columns ?? {}) ? options.columns![field] : field);
  const keyValue = (key: string) => (keyName === 'id' ? Number(key) : key);
  const whereKey = (key: string) => eq(keyColumn, keyValue(key));
  const hasPosition = 'position' in columns;
  const hasUpdatedAt = 'updatedAt' in columns;

  const toRow = (data: Data, position: number): Record<string, unknown> => {
    const row: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(data)) {
      const column = toColumn(field);
      if (column && column in columns) row[column] = value;
    }
    if (hasPosition) row.position = position;
    if (hasUpdatedAt) row.updatedAt = new Date();
    if (options.publicFlag) row.isPublic = true;
    return row;
  };
  const fromRow = (row: Record<string, unknown>): Data => {
    const data: Data = {};
    for (const field of Object.keys(row)) data[field] = row[field];
    for (const [field, column] of Object.entries(options.columns ?? {})) {
      if (column) {
        data[field] = row[column];
        delete data[column];
      }
    }
    for (const internal of ['id', 'position', 'updatedAt', 'isPublic', 'publishedAt']) delete data[internal];
    return data;
  };

  /** The public rows (or, with publicFlag, the hidden ones) as data, in their order. */
  const readRows = async (tx: Db, isPublic: boolean): Promise<LiveRow[]> => {
    const order = hasPosition ? [asc(columns.position!), asc(keyColumn)] : [asc(keyColumn)];
    const rows = (await tx
      .select()
      .from(table as PgTable)
      .where(options.publicFlag ? eq(columns.isPublic!, isPublic) : undefined)
      .orderBy(...order)) as Record<string, unknown>[];
    return rows.map((row, i) => ({
      key: String(row[keyName]),
      position: hasPosition ? Number(row.position) : i,
      data: fromRow(row),
    }));
  };

  return {
    async newKey(tx) {
      if (keyName !== 'id') throw new Error('items keyed by slug take their key from their data');
      const result = await tx.execute(sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id')) as id`);
      return String((result as unknown as { rows: Array<{ id: number | string }> }).rows[0]!.id);
    },
    readLive: (tx) => readRows(tx, true),
    readHidden: options.publicFlag && options.adoptHidden ? (tx) => readRows(tx, false) : undefined,
    async write(tx, key, data, position) {
      const row = { ...toRow(data, position), [keyName]: keyValue(key) };
      const { [keyName]: _key, ...set } = row;
      await tx
        .insert(table)
        .values(row as never)
        .onConflictDoUpdate({ target: keyColumn, set: set as never });
    },
    async takeDown(tx, key) {
      if (options.publicFlag)
        await tx
          .update(table)
          .set({ isPublic: false } as never)
          .where(whereKey(key));
      else await tx.delete(table).where(whereKey(key));
    },
    async destroy(tx, key) {
      await tx.delete(table).where(whereKey(key));
    },
    reorder: hasPosition
      ? async (tx, keys) => {
          for (const [position, key] of keys.entries())
            await tx
              .update(table)
              .set({ position } as never)
              .where(whereKey(key));
        }
      : undefined,
  };
}

/** Quizzes live in their episode's row: publishing sets its questions, taking down empties them. */
const quizStore: Store = {
  newKey: () => Promise.reject(new Error('a quiz belongs to an existing episode')),
  async readLive(tx) {
    const rows = await tx
      .select({ id: epicEpisodes.id, title: epicEpisodes.title, quiz: epicEpisodes.quiz })
      .from(epicEpisodes)
      .where(sql`jsonb_array_length(${epicEpisodes.quiz}) > 0`)
      .orderBy(asc(epicEpisodes.sequence));
    return rows.map((r, i) => ({ key: String(r.id), position: i, data: { title: r.title, questions: r.quiz } }));
  },
  async write(tx, key, data) {
    await tx
      .update(epicEpisodes)
      .set({ quiz: data.questions as never, updatedAt: new Date() })
      .where(eq(epicEpisodes.id, Number(key)));
  },
  async takeDown(tx, key) {
    await tx
      .update(epicEpisodes)
      .set({ quiz: [] })
      .where(eq(epicEpisodes.id, Number(key)));
  },
  async destroy(tx, key) {
    await quizStore.takeDown(tx, key);
  },
};

/** A singleton lives in site_settings under its type's name. */
function settingStore(name: string): Store {
  return {
    newKey: async () => '1',
    async readLive(tx) {
      const rows = await tx.select().from(siteSettings).where(eq(siteSettings.key, name));
      return rows.map((r) => ({ key: '1', position: 0, data: r.value as Data }));
    },
    async write(tx, _key, data) {
      await tx
        .insert(siteSettings)
        .values({ key: name, value: data })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: data, updatedAt: sql`now()` } });
    },
    async takeDown(tx) {
      await tx.delete(siteSettings).where(eq(siteSettings.key, name));
    },
    async destroy(tx) {
      await tx.delete(siteSettings).where(eq(siteSettings.key, name));
    },
  };
}

/** Events keep their ids (check-ins, gifts and programs point at them); a check-in event always lasts 28 days. */
function eventStore(): Store {
  const table = tableStore(events, {
    columns: { cover: 'coverId', gallery: 'imageIds' },
    publicFlag: true,
    adoptHidden: true,
  });
  return {
    ...table,
    write: (tx, key, data, position) =>
      table.write(
        tx,
        key,
        data.checkIn ? { ...data, endDate: checkInEndDate(String(data.startDate)) } : data,
        position,
      ),
  };
}

const media = { cover: 'coverId', gallery: 'galleryIds' };
/** Every declared type's store (the types themselves are declared in packages/shared/src/content). */
export const STORES: Record<string, Store> = {
  'main-slides': tableStore(mainSlides, { columns: { pcImage: 'pcImageId', mobileImage: 'mobileImageId' } }),
  'sub-slides': tableStore(subSlides, { columns: { image: 'imageId' } }),
  'edu-slides': tableStore(eduSlides, { columns: { image: 'imageId' } }),
  'family-sites': tableStore(familySites, { columns: { logo: 'logoId' } }),
  spaces: tableStore(spaces, { columns: media }),
  hotspots: tableStore(hotspots, { columns: { space: 'slug', popupImage: 'popupImageId' } }),
  pages: tableStore(venuePages, { key: 'slug', columns: { cover: 'coverId' } }),
  exhibitions: tableStore(exhibitions, { columns: media, publicFlag: true }),
  artworks: tableStore(artworks, { columns: { exhibition: 'exhibitionId' }, publicFlag: true }),
  webtoons: tableStore(webtoonEpisodes, { columns: { thumbnail: 'thumbnailId' }, publicFlag: true }),
  'epic-episodes': tableStore(epicEpisodes, { columns: { ...media, quiz: null }, publicFlag: true }),
  quizzes: quizStore,
  sunghwa: tableStore(sunghwaChapters),
  news: newsStore,
  events: eventStore(),
  'spaces-map': settingStore(SPACES_MAP_SETTING),
  'sunghwa-course': settingStore(SUNGHWA_SETTING),
  'visit-info': settingStore('visit-info'),
  site: settingStore('site'),
};
