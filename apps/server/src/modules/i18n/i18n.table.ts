import type { Language } from '@atrium/shared/languages';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * UI strings, one row per namespace × key × language. `value` is what the site serves;
 * `sourceValue` is the repository's text, so a repository change updates rows staff have not edited.
 * `sourceHash` is the fingerprint (lib/text-hash) of the Korean a text belongs to: on the Korean
 * row, of its own current text; on a translation, of the Korean when it was last saved or
 * confirmed. A translation whose mark differs from its Korean row's is stale.
 */
export const uiStrings = pgTable(
  'ui_strings',
  {
    namespace: varchar('namespace', { length: 40 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    lang: varchar('lang', { length: 2 }).$type<Language>().notNull(),
    value: text('value').notNull(),
    sourceValue: text('source_value'),
    /** A staff edit not yet published; null when there is none. */
    draft: text('draft'),
    sourceHash: varchar('source_hash', { length: 16 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.namespace, t.key, t.lang] })],
);

/** Published versions of the UI strings (the admin's translation history). */
export const uiStringVersions = pgTable('ui_string_versions', {
  id: serial('id').primaryKey(),
  memo: text('memo').notNull(),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  changedCount: integer('changed_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What each published version changed, for the history's diff view. */
export const uiStringChanges = pgTable(
  'ui_string_changes',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => uiStringVersions.id, { onDelete: 'cascade' }),
    namespace: varchar('namespace', { length: 40 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value').notNull(),
  },
  (t) => [index('ui_string_changes_version_idx').on(t.versionId)],
);
