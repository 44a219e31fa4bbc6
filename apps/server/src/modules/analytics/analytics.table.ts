import { bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Page views from the site's own collector (docs/spec/decisions.md §10). No personal data is kept. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: varchar('path', { length: 512 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    referrerHost: varchar('referrer_host', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt)],
);
