import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Localized } from '@atrium/shared/localized';
import { media } from '../uploads/uploads.table';
import { users } from '../users/users.table';

/** News from the central administration; each item holds articles. Nothing is public until staff say so. */
export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<Localized>().notNull().default({}),
    summary: jsonb('summary').$type<Localized>().notNull().default({}),
    coverId: uuid('cover_id').references(() => media.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    isPublic: boolean('is_public').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_items_public_idx').on(t.isPublic, t.publishedAt, t.id)],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: jsonb('title').$type<Localized>().notNull().default({}),
    /** Sanitized HTML per language. */
    body: jsonb('body').$type<Localized>().notNull().default({}),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_articles_news_idx').on(t.newsId, t.position)],
);
export type NewsRow = typeof newsItems.$inferSelect;
export type ArticleRow = typeof newsArticles.$inferSelect;
