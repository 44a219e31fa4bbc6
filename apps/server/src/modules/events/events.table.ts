import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { localizedText, ownedBy, serialId, stampedAt } from '#server/db/columns';
import { media } from '../uploads/uploads.table';
import { users } from '../users/users.table';

/** Events; dates are venue-local calendar days (the status is derived from them in the venue time zone). */
export const events = pgTable(
  'events',
  {
    id: serialId(),
    title: localizedText('title'),
    summary: localizedText('summary'),
    body: localizedText('body'),
    location: localizedText('location'),
    target: localizedText('target'),
    program: localizedText('program'),
    organizer: localizedText('organizer'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    coverId: uuid('cover_id').references(() => media.id, { onDelete: 'set null' }),
    /** Gallery pictures, in order (media ids; a deleted one is simply skipped). */
    imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
    /** A daily check-in event: 28 days, a gift per day. */
    checkIn: boolean('check_in').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [index('events_public_idx').on(t.isPublic, t.startDate)],
);

/** One row per member and event day: the primary key makes a repeated or concurrent check-in count once. */
export const eventCheckIns = pgTable(
  'event_check_ins',
  {
    eventId: ownedBy('event_id', () => events.id),
    memberId: ownedBy('member_id', () => users.id),
    day: smallint('day').notNull(),
    checkedAt: stampedAt('checked_at'),
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
    eventId: ownedBy('event_id', () => events.id),
    day: smallint('day').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    title: localizedText('title'),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day] })],
);

/** Who received which gift (first and latest time, how often). */
export const giftReceipts = pgTable(
  'gift_receipts',
  {
    eventId: ownedBy('event_id', () => events.id),
    memberId: ownedBy('member_id', () => users.id),
    day: smallint('day').notNull(),
    times: integer('times').notNull().default(1),
    firstAt: stampedAt('first_at'),
    lastAt: stampedAt('last_at'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.memberId, t.day] })],
);
export type EventRow = typeof events.$inferSelect;
export type GiftRow = typeof eventGifts.$inferSelect;
