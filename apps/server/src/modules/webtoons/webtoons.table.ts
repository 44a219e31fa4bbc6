import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { BalloonKind } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import type { Localized } from '@atrium/shared/localized';
import { media } from '../uploads/uploads.table';
import { users } from '../users/users.table';

const text = (name: string) => jsonb(name).$type<Localized>().notNull().default({});

/** A panel as stored: its art (a media id, no lettering) and its balloons, texts per language. */
export interface StoredPanel {
  image: string;
  balloons: Array<{ text: Localized; kind: BalloonKind; x: number; y: number; width: number }>;
}

/** Webtoon episodes: tall panels, top to bottom, each with its lettering as text. */
export const webtoonEpisodes = pgTable('webtoon_episodes', {
  id: serial('id').primaryKey(),
  sequence: integer('sequence').notNull().unique(),
  title: text('title'),
  summary: text('summary'),
  thumbnailId: uuid('thumbnail_id').references(() => media.id, { onDelete: 'set null' }),
  /** The language the dialogue was written in: the last fallback of a balloon's text. */
  sourceLang: varchar('source_lang', { length: 2 }).$type<Language>().notNull().default('ko'),
  panels: jsonb('panels').$type<StoredPanel[]>().notNull().default([]),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  isPublic: boolean('is_public').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where each member stopped reading each episode. */
export const webtoonPositions = pgTable(
  'webtoon_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => webtoonEpisodes.id, { onDelete: 'cascade' }),
    panel: integer('panel').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.episodeId] }),
    index('webtoon_positions_recent_idx').on(t.userId, t.updatedAt),
  ],
);
export type WebtoonRow = typeof webtoonEpisodes.$inferSelect;
