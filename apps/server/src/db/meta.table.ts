import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Small facts about the installation itself: source hashes, seed markers. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
