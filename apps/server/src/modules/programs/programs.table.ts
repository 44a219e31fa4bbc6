import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Localized } from '@atrium/shared/localized';
import { media } from '../uploads/uploads.table';
import { events } from '../events/events.table';

/** Program categories (e.g. ceremonies, lectures); a category holding programs cannot be deleted. */
export const programCategories = pgTable('program_categories', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<Localized>().notNull().default({}),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Programs, optionally part of an event; nothing is public until staff say so. */
export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => programCategories.id, { onDelete: 'restrict' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    title: jsonb('title').$type<Localized>().notNull().default({}),
    summary: jsonb('summary').$type<Localized>().notNull().default({}),
    description: jsonb('description').$type<Localized>().notNull().default({}),
    coverId: uuid('cover_id').references(() => media.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('programs_category_idx').on(t.categoryId, t.position), index('programs_event_idx').on(t.eventId)],
);

/** A program's sessions: when, where, what. */
export const programSessions = pgTable(
  'program_sessions',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Localized>().notNull().default({}),
    description: jsonb('description').$type<Localized>().notNull().default({}),
    place: jsonb('place').$type<Localized>().notNull().default({}),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    mediaIds: jsonb('media_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('program_sessions_program_idx').on(t.programId, t.startsAt)],
);
export type CategoryRow = typeof programCategories.$inferSelect;
export type ProgramRow = typeof programs.$inferSelect;
export type SessionRow = typeof programSessions.$inferSelect;
