import { jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from '@atrium/shared/localized';
import { media } from '../uploads/uploads.table';
import type { SectionRow } from '../spaces/spaces.table';

/** The venue's own pages (about, history, ceremony, terms, brochure…), each a list of sections. */
export const venuePages = pgTable('venue_pages', {
  slug: varchar('slug', { length: 60 }).primaryKey(),
  title: jsonb('title').$type<Localized>().notNull().default({}),
  summary: jsonb('summary').$type<Localized>().notNull().default({}),
  coverId: uuid('cover_id').references(() => media.id, { onDelete: 'set null' }),
  sections: jsonb('sections').$type<SectionRow[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
