import { boolean, integer, jsonb, pgTable, primaryKey, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Localized } from '@atrium/shared/localized';
import { media } from '../uploads/uploads.table';
import { users } from '../users/users.table';
import type { SectionRow } from '../spaces/spaces.table';
import type { VideoRow } from '../edu/video';

const text = (name: string) => jsonb(name).$type<Localized>().notNull().default({});

/** One multiple-choice question; `answer` is the right choice's id and never leaves the server before scoring. */
export interface QuizQuestionRow {
  id: string;
  prompt: Localized;
  choices: Array<{ id: string; text: Localized }>;
  answer: string;
  explanation: Localized;
}

/** Episodes of the epic history series, each with its quiz (empty: none). */
export const epicEpisodes = pgTable('epic_episodes', {
  id: serial('id').primaryKey(),
  sequence: integer('sequence').notNull().unique(),
  title: text('title'),
  summary: text('summary'),
  period: text('period'),
  coverId: uuid('cover_id').references(() => media.id, { onDelete: 'set null' }),
  sections: jsonb('sections').$type<SectionRow[]>().notNull().default([]),
  galleryIds: jsonb('gallery_ids').$type<string[]>().notNull().default([]),
  video: jsonb('video').$type<VideoRow | null>(),
  quiz: jsonb('quiz').$type<QuizQuestionRow[]>().notNull().default([]),
  isPublic: boolean('is_public').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each member's best quiz score per episode (kept as the maximum, whatever the order of submits). */
export const quizScores = pgTable(
  'quiz_scores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => epicEpisodes.id, { onDelete: 'cascade' }),
    bestScore: integer('best_score').notNull(),
    lastScore: integer('last_score').notNull(),
    attempts: integer('attempts').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.episodeId] })],
);
export type EpicRow = typeof epicEpisodes.$inferSelect;
