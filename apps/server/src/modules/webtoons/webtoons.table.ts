import { boolean, index, integer, jsonb, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import { localizedText, ownedBy, serialId, stampedAt } from '#server/db/columns';
import type { BalloonKind } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import type { Localized } from '@atrium/shared/localized';
import { media } from '../uploads/uploads.table';
import { users } from '../users/users.table';

/** A panel as stored: its art (a media id, no lettering) and its balloons, texts per language. */
export interface StoredPanel {
  image: string;
  balloons: Array<{ text: Localized; kind: BalloonKind; x: number; y: number; width: number }>;
}

/** Webtoon episodes: tall panels, top to bottom, each with its lettering as text. */
export const webtoonEpisodes = pgTable('webtoon_episodes', {
  id: serialId(),
  sequence: integer('sequence').notNull().unique(),
  title: localizedText('title'),
  summary: localizedText('summary'),
  thumbnailId: uuid('thumbnail_id').references(() => media.id, { onDelete: 'set null' }),
  /** The language the dialogue was written in: the last fallback of a balloon's text. */
  sourceLang: varchar('source_lang', { length: 2 }).$type<Language>().notNull().default('ko'),
  panels: jsonb('panels').$type<StoredPanel[]>().notNull().default([]),
  publishedAt: stampedAt('published_at'),
  isPublic: boolean('is_public').notNull().default(true),
  updatedAt: stampedAt('updated_at'),
});

/** Where each member stopped reading each episode. */
export const webtoonPositions = pgTable(
  'webtoon_positions',
  {
    userId: ownedBy('user_id', () => users.id),
    episodeId: ownedBy('episode_id', () => webtoonEpisodes.id),
    panel: integer('panel').notNull().default(0),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.episodeId] }),
    index('webtoon_positions_recent_idx').on(t.userId, t.updatedAt),
  ],
);
export type WebtoonRow = typeof webtoonEpisodes.$inferSelect;
