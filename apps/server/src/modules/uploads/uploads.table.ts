import { index, integer, jsonb, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from '@atrium/shared/localized';
import { users } from '../users/users.table';

/** The media library: every uploaded (or seeded) image, with alt text per language. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    originalName: varchar('original_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    alt: jsonb('alt').$type<Localized>().notNull().default({}),
    /** The point to keep in view when a cut (pc wide, phone tall) crops the picture, in percent. */
    focusX: smallint('focus_x').notNull().default(50),
    focusY: smallint('focus_y').notNull().default(50),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_created_idx').on(t.createdAt)],
);
export type MediaRow = typeof media.$inferSelect;
