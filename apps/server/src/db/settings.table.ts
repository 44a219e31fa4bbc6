import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Site-wide settings staff edit (one JSON document per key), such as the app page. */
export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
