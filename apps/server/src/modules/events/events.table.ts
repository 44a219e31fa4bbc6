import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Localized } from '@atrium/shared/localized';
import { media } from '../uploads/uploads.table';
import { users } from '../users/users.table';

/** Events; dates are venue-local calendar days (the status is derived from them in the venue time zone). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<Localized>().notNull().default({}),
    summary: jsonb('summary').$type<Localized>().notNull().default({}),
    body: jsonb('body').$type<Localized>().notNull().default({}),
    location: jsonb('location').$type<Localized>().notNull().default({}),
    target: jsonb('target').$type<Localized>().notNull().default({}),
    program: jsonb('program').$type<Localized>().notNull().default({}),
    organizer: jsonb('organizer').$type<Localized>().notNull().default({}),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    coverId: uuid('cover_id').references(() => media.id, { onDelete: 'set null' }),
    /** Gallery pictures, in order (media ids; a deleted one is simply skipped). */
    imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
    /** A daily check-in event: 28 days, a gift per day. */
    checkIn: boolean('check_in').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_public_idx').on(t.isPublic, t.startDate)],
);

/** One row per member and event day: the primary key makes a repeated or concurrent check-in count once. */
export const eventCheckIns = pgTable(
  'event_check_ins',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.memberId, t.day] })],
);

/**
 * The gift of each event day. The file is a private copy (storage key under gifts/, which
 * /media never serves): only a signed link reaches it.
 */
export const eventGifts = pgTable(
  'event_gifts',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    title: jsonb('title').$type<Localized>().notNull().default({}),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day] })],
);

/** Who received which gift (first and latest time, how often). */
export const giftReceipts = pgTable(
  'gift_receipts',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    times: integer('times').notNull().default(1),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.memberId, t.day] })],
);
export type EventRow = typeof events.$inferSelect;
export type GiftRow = typeof eventGifts.$inferSelect;
