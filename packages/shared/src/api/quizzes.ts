import { z } from 'zod';
import { idSchema as id, served } from './common';
import { episodeLinkSchema } from './edu';

/**
 * Epic quizzes (member-only: 401 AUTH_REQUIRED for visitors). A quiz's id is its epic episode's id.
 * Texts arrive in the request's language through the fallback chain; `lang` says which language was served.
 */
export const quizSummarySchema = z.object({
  id,
  episode: episodeLinkSchema,
  title: z.string(),
  questionCount: z.number().int(),
  /** The member's best score (correct answers), null before the first attempt. */
  bestScore: z.number().int().nullable(),
  attempts: z.number().int(),
  ...served,
});
/** GET /api/quizzes/epic */
export const quizListResponseSchema = z.object({ items: z.array(quizSummarySchema) });

export const quizChoiceSchema = z.object({ id: z.string(), text: z.string() });
/** A question as the member sees it before answering: never says which choice is right. */
export const quizQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  choices: z.array(quizChoiceSchema),
});
/** GET /api/quizzes/epic/{id} */
export const quizDetailSchema = quizSummarySchema.extend({
  questions: z.array(quizQuestionSchema),
});

/** POST /api/quizzes/epic/{id}/attempts: one answer per question (each question exactly once). */
export const quizAttemptInputSchema = z.object({
  answers: z
    .array(z.object({ questionId: z.string().min(1).max(40), choiceId: z.string().min(1).max(40) }))
    .min(1, { error: 'REQUIRED' })
    .max(50),
});
export const quizQuestionResultSchema = z.object({
  questionId: z.string(),
  chosenChoiceId: z.string(),
  correct: z.boolean(),
  correctChoiceId: z.string(),
  /** Why that choice is right. */
  explanation: z.string(),
});
/** 201 reply of an attempt: this score, each question's result, and the best score kept. */
export const quizAttemptResultSchema = z.object({
  quizId: id,
  score: z.number().int(),
  maxScore: z.number().int(),
  results: z.array(quizQuestionResultSchema),
  bestScore: z.number().int(),
  /** True when this attempt set a new best. */
  newBest: z.boolean(),
  attempts: z.number().int(),
  ...served,
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;
export type QuizListResponse = z.infer<typeof quizListResponseSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type QuizDetail = z.infer<typeof quizDetailSchema>;
export type QuizAttemptInput = z.infer<typeof quizAttemptInputSchema>;
export type QuizAttemptResult = z.infer<typeof quizAttemptResultSchema>;
export type QuizQuestionResult = z.infer<typeof quizQuestionResultSchema>;
