import { and, eq, sql } from 'drizzle-orm';
import type {
  QuizAttemptInput,
  QuizAttemptResult,
  QuizDetail,
  QuizListResponse,
  QuizSummary,
} from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { Db } from '../../db/client';
import { appError } from '../../lib/app-error';
import { quizScores, type EpicRow, type QuizQuestionRow } from './epic.table';
import { episodeLink } from '../edu/episodes';
import type { Epic } from './epic.service';

interface Score {
  bestScore: number;
  attempts: number;
}

/** Checks that every question is answered exactly once with one of its choices; 400 with fields otherwise. */
function checkAnswers(questions: QuizQuestionRow[], answers: QuizAttemptInput['answers']): Map<string, string> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const chosen = new Map<string, string>();
  const fields: Record<string, string> = {};
  answers.forEach((a, i) => {
    const question = byId.get(a.questionId);
    if (!question || chosen.has(a.questionId)) fields[`answers.${i}.questionId`] = 'INVALID';
    else if (!question.choices.some((c) => c.id === a.choiceId)) fields[`answers.${i}.choiceId`] = 'INVALID';
    else chosen.set(a.questionId, a.choiceId);
  });
  if (Object.keys(fields).length === 0 && chosen.size < questions.length) fields.answers = 'REQUIRED';
  if (Object.keys(fields).length > 0) throw appError('VALIDATION_FAILED', { fields });
  return chosen;
}

/** The epic series' quizzes: questions without answers, scoring on the server, each member's best score kept. */
export function createQuizzes(db: Db, epic: Epic) {
  async function scoresOf(userId: number): Promise<Map<number, Score>> {
    const rows = await db
      .select({ episodeId: quizScores.episodeId, bestScore: quizScores.bestScore, attempts: quizScores.attempts })
      .from(quizScores)
      .where(eq(quizScores.userId, userId));
    return new Map(rows.map((r) => [r.episodeId, r]));
  }

  function summary(row: EpicRow, score: Score | undefined, lang: Language): QuizSummary {
    const title = pickLocalized(row.title, lang);
    const episode = episodeLink(row, lang);
    if (!episode) throw new Error('unreachable');
    return {
      id: row.id,
      episode,
      title: title.text,
      questionCount: row.quiz.length,
      bestScore: score?.bestScore ?? null,
      attempts: score?.attempts ?? 0,
      lang: title.lang,
    };
  }

  /** A public episode that has a quiz, or 404. */
  async function quizRow(id: number): Promise<EpicRow> {
    const row = await epic.row(id);
    if (!row || row.quiz.length === 0) throw appError('NOT_FOUND');
    return row;
  }

  return {
    async list(userId: number, lang: Language): Promise<QuizListResponse> {
      const [rows, scores] = await Promise.all([epic.publicEpisodes(), scoresOf(userId)]);
      return { items: rows.filter((r) => r.quiz.length > 0).map((r) => summary(r, scores.get(r.id), lang)) };
    },

    async detail(userId: number, id: number, lang: Language): Promise<QuizDetail> {
      const row = await quizRow(id);
      const scores = await scoresOf(userId);
      return {
        ...summary(row, scores.get(row.id), lang),
        // Built field by field so the right answer can never slip into the reply.
        questions: row.quiz.map((q) => ({
          id: q.id,
          prompt: pickLocalized(q.prompt, lang).text,
          choices: q.choices.map((c) => ({ id: c.id, text: pickLocalized(c.text, lang).text })),
        })),
      };
    },

    async attempt(userId: number, id: number, input: QuizAttemptInput, lang: Language): Promise<QuizAttemptResult> {
      const row = await quizRow(id);
      const chosen = checkAnswers(row.quiz, input.answers);
      const results = row.quiz.map((q) => {
        const choice = chosen.get(q.id) ?? '';
        return {
          questionId: q.id,
          chosenChoiceId: choice,
          correct: choice === q.answer,
          correctChoiceId: q.answer,
          explanation: pickLocalized(q.explanation, lang).text,
        };
      });
      const score = results.filter((r) => r.correct).length;
      const [before] = await db
        .select({ bestScore: quizScores.bestScore })
        .from(quizScores)
        .where(and(eq(quizScores.userId, userId), eq(quizScores.episodeId, row.id)));
      // One atomic upsert: concurrent submits each count, and the best is the maximum of them all.
      const [kept] = await db
        .insert(quizScores)
        .values({ userId, episodeId: row.id, bestScore: score, lastScore: score, attempts: 1 })
        .onConflictDoUpdate({
          target: [quizScores.userId, quizScores.episodeId],
          set: {
            bestScore: sql`greatest(${quizScores.bestScore}, excluded.best_score)`,
            lastScore: sql`excluded.last_score`,
            attempts: sql`${quizScores.attempts} + 1`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ bestScore: quizScores.bestScore, attempts: quizScores.attempts });
      if (!kept) throw new Error('quiz score upsert returned no row');
      return {
        quizId: row.id,
        score,
        maxScore: row.quiz.length,
        results,
        bestScore: kept.bestScore,
        newBest: before === undefined || score > before.bestScore,
        attempts: kept.attempts,
        lang: pickLocalized(row.title, lang).lang,
      };
    },
  };
}
export type Quizzes = ReturnType<typeof createQuizzes>;
