import { integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from '@atrium/shared/localized';
import type { SectionRow } from '../spaces/spaces.table';
import type { VideoRow } from '../edu/video';

const text = (name: string) => jsonb(name).$type<Localized>().notNull().default({});

/** The Sunghwa course's chapters (member-only); its title, intro and cover are the site setting SUNGHWA_SETTING. */
export const sunghwaChapters = pgTable('sunghwa_chapters', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  position: integer('position').notNull().default(0),
  title: text('title'),
  summary: text('summary'),
  sections: jsonb('sections').$type<SectionRow[]>().notNull().default([]),
  video: jsonb('video').$type<VideoRow | null>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
