import { integer, jsonb, pgTable, serial, uuid, varchar } from 'drizzle-orm/pg-core';
import type { FamilySite } from '@atrium/shared/api/content';
import type { Localized } from '@atrium/shared/localized';
import { media } from '../uploads/uploads.table';

const text = (name: string) => jsonb(name).$type<Localized>().notNull().default({});
const image = (name: string) => uuid(name).references(() => media.id, { onDelete: 'set null' });

/** The home page's full-width carousel: a title and an image for phones and for wider screens. */
export const mainSlides = pgTable('main_slides', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  title: text('title'),
  mobileTitle: text('mobile_title'),
  pcImageId: image('pc_image_id'),
  mobileImageId: image('mobile_image_id'),
  link: varchar('link', { length: 500 }).notNull().default(''),
});

/**
 * The secondary strip's slides. The home page no longer shows them (issue 42, item 3: "Today at
 * the memorial" took the strip's place); staff's slides are kept, and GET /api/slides still
 * answers them, until the content type is retired with its data.
 */
export const subSlides = pgTable('sub_slides', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  imageId: image('image_id'),
  title: text('title'),
  description: text('description'),
  link: varchar('link', { length: 500 }).notNull().default(''),
});

/** The education carousel's cards. */
export const eduSlides = pgTable('edu_slides', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  imageId: image('image_id'),
  category: text('category'),
  title: text('title'),
  description: text('description'),
  link: varchar('link', { length: 500 }).notNull().default(''),
});

/** Affiliated sites shown as logos in three categories. */
export const familySites = pgTable('family_sites', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  name: text('name'),
  href: varchar('href', { length: 500 }).notNull(),
  abbr: varchar('abbr', { length: 20 }).notNull(),
  category: varchar('category', { length: 20 }).$type<FamilySite['category']>().notNull(),
  maxHeight: integer('max_height'),
  logoId: image('logo_id'),
});
