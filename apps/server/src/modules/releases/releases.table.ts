import type { ReleaseFailure, ReleaseStatus } from '@atrium/shared/api/content-admin';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ownedBy, serialId, stampedAt } from '#server/db/columns';
import { users } from '../users/users.table';

/**
 * A release: items that go live together, in one transaction, or none does (docs/spec/decisions.md
 * §15). `at`: when it is set to go live (scheduled) or went live (published).
 */
export const contentReleases = pgTable(
  'content_releases',
  {
    id: serialId(),
    title: text('title').notNull(),
    status: varchar('status', { length: 12 }).$type<ReleaseStatus>().notNull().default('open'),
    at: timestamp('at', { withTimezone: true }),
    failure: jsonb('failure').$type<ReleaseFailure>(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: varchar('author_email', { length: 254 }),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [index('content_releases_due_idx').on(t.status, t.at)],
);

/** The items of a release, in the order staff added them (publishing orders them by dependency). */
export const contentReleaseItems = pgTable(
  'content_release_items',
  {
    releaseId: ownedBy('release_id', () => contentReleases.id),
    type: varchar('type', { length: 40 }).notNull(),
    key: varchar('key', { length: 80 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.type, t.key] }),
    index('content_release_items_item_idx').on(t.type, t.key),
  ],
);
