import { integer, jsonb, numeric, pgTable, serial, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from '@atrium/shared/localized';
import { media } from '../uploads/uploads.table';

const text = (name: string) => jsonb(name).$type<Localized>().notNull().default({});

/** One section of a page: a heading, paragraphs (blank-line separated) and an optional picture. */
export interface SectionRow {
  heading: Localized;
  /** Sanitized HTML per language (the rich-text editor's output). */
  body: Localized;
  imageId?: string | null;
}

/** The venue's spaces (halls, rooms, garden), each with its pictures and text. */
export const spaces = pgTable('spaces', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  position: integer('position').notNull().default(0),
  name: text('name'),
  summary: text('summary'),
  floor: text('floor'),
  coverId: uuid('cover_id').references(() => media.id, { onDelete: 'set null' }),
  sections: jsonb('sections').$type<SectionRow[]>().notNull().default([]),
  galleryIds: jsonb('gallery_ids').$type<string[]>().notNull().default([]),
});

/** Markers on the spaces map (positions in percent of the map), each opening a small popup. */
export const hotspots = pgTable('hotspots', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  top: numeric('top', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  left: numeric('left', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  direction: varchar('direction', { length: 6 }).notNull().default('top'),
  slug: varchar('slug', { length: 80 }).notNull(),
  title: text('title'),
  link: varchar('link', { length: 500 }).notNull().default(''),
  popupImageId: uuid('popup_image_id').references(() => media.id, { onDelete: 'set null' }),
});
