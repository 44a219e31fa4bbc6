import type { RevisionKind, ScheduleFailure } from '@atrium/shared/api/content-admin';
import type { TranslationRecord } from './content.translations';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { serialId, stampedAt } from '#server/db/columns';
import { users } from '../users/users.table';

/**
 * The editorial state of every item of every declared type: its draft, what is live, its
 * schedule and its translations' state. The typed tables (main_slides, spaces…) stay the public
 * read model; publishing writes the draft into them (docs/decisions/009-editorial-engine.md).
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    type: varchar('type', { length: 40 }).notNull(),
    /** The item's id as text, or a venue page's slug. */
    key: varchar('key', { length: 80 }).notNull(),
    /**
     * Counts the item's writes (docs/spec/decisions.md §15): its ETag, which every write names in
     * If-Match, so a write made on an older version is refused (409 EDIT_CONFLICT), never lost.
     */
    version: integer('version').notNull().default(1),
    position: integer('position').notNull().default(0),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    /** What the public site shows now; null while the item is not public. */
    published: jsonb('published').$type<Record<string, unknown>>(),
    everPublished: boolean('ever_published').notNull().default(false),
    /** The draft differs from what is published. */
    changed: boolean('changed').notNull().default(true),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishMemo: text('publish_memo').notNull().default(''),
    /**
     * The draft revision a scheduled publish puts live: the one its scheduler saw (a draft saved
     * after the schedule stays a draft; docs/spec/decisions.md §15, "publish what was seen").
     */
    publishRev: integer('publish_rev'),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** Who scheduled the pending publish or unpublish: the scheduler acts in their name. */
    scheduledById: integer('scheduled_by_id').references(() => users.id, { onDelete: 'set null' }),
    scheduledByEmail: varchar('scheduled_by_email', { length: 254 }),
    /** The scheduled publish could not be done: why, kept with the schedule until staff act. */
    scheduleFailure: jsonb('schedule_failure').$type<ScheduleFailure>(),
    /** Per text path and language, the hash of the Korean source when that translation was last saved or confirmed. */
    translations: jsonb('translations').$type<TranslationRecord>().notNull().default({}),
    updatedByEmail: varchar('updated_by_email', { length: 254 }),
    updatedAt: stampedAt('updated_at'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.key] }),
    index('content_entries_publish_at_idx').on(t.publishAt),
    index('content_entries_unpublish_at_idx').on(t.unpublishAt),
  ],
);

/**
 * Every saved draft, publish and restore (`kind`): the data, who wrote it, when and why. Drafts
 * older than 30 days are thinned to the last of each day; publishes are kept for good.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serialId(),
    type: varchar('type', { length: 40 }).notNull(),
    key: varchar('key', { length: 80 }).notNull(),
    rev: integer('rev').notNull(),
    kind: varchar('kind', { length: 12 }).$type<RevisionKind>().notNull().default('published'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    memo: text('memo').notNull().default(''),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: varchar('author_email', { length: 254 }),
    createdAt: stampedAt('created_at'),
  },
  (t) => [uniqueIndex('content_revisions_item_rev_idx').on(t.type, t.key, t.rev)],
);

/** The version of each ordered type's order: the list's ETag, which PUT …/order names in If-Match. */
export const contentOrders = pgTable('content_orders', {
  type: varchar('type', { length: 40 }).primaryKey(),
  version: integer('version').notNull().default(1),
});

/** Who has an item open in an editor: their heartbeat every 20 s (no lock; docs/spec/decisions.md §15). */
export const contentPresence = pgTable(
  'content_presence',
  {
    type: varchar('type', { length: 40 }).notNull(),
    key: varchar('key', { length: 80 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.key, t.userId] }), index('content_presence_seen_idx').on(t.seenAt)],
);
