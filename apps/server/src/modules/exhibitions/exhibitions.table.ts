import { boolean, date, index, integer, jsonb, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from '@atrium/shared/localized';
import { media } from '../uploads/uploads.table';
import type { SectionRow } from '../spaces/spaces.table';
import type { VideoRow } from '../edu/video';

const text = (name: string) => jsonb(name).$type<Localized>().notNull().default({});

/** Exhibitions (permanent when endsOn is null), with their location and exhibition guides. */
export const exhibitions = pgTable('exhibitions', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  position: integer('position').notNull().default(0),
  title: text('title'),
  summary: text('summary'),
  /** Sanitized HTML per language (rich text). */
  description: text('description'),
  place: text('place'),
  hours: text('hours'),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }),
  coverId: uuid('cover_id').references(() => media.id, { onDelete: 'set null' }),
  galleryIds: jsonb('gallery_ids').$type<string[]>().notNull().default([]),
  locationGuide: jsonb('location_guide').$type<SectionRow[]>().notNull().default([]),
  exhibitionGuide: jsonb('exhibition_guide').$type<SectionRow[]>().notNull().default([]),
  isPublic: boolean('is_public').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A picture of an artwork (a media id) and the caption printed under it (docs/decisions/034-artwork-records.md). */
export interface ArtworkImageRow {
  image: string;
  caption: Localized;
}

/** Artworks of the online gallery; each may belong to an exhibition. */
export const artworks = pgTable(
  'artworks',
  {
    id: serial('id').primaryKey(),
    exhibitionId: integer('exhibition_id').references(() => exhibitions.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    title: text('title'),
    keyword: text('keyword'),
    content: text('content'),
    symbol: text('symbol'),
    maker: text('maker'),
    /** When the work was made, as the venue writes it (docs/spec/product-spec.md §3: createdAt). */
    madeIn: text('made_in'),
    /** Dimensions (and weight). */
    scaleAndWeight: text('scale_and_weight'),
    /** The medium. */
    material: text('material'),
    creditLine: text('credit_line'),
    objectNumber: varchar('object_number', { length: 40 }).notNull().default(''),
    rights: text('rights'),
    /** The first is the thumbnail. */
    images: jsonb('images').$type<ArtworkImageRow[]>().notNull().default([]),
    video: jsonb('video').$type<VideoRow | null>(),
    isPublic: boolean('is_public').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('artworks_exhibition_idx').on(t.exhibitionId, t.position, t.id)],
);
export type ExhibitionRow = typeof exhibitions.$inferSelect;
export type ArtworkRow = typeof artworks.$inferSelect;
