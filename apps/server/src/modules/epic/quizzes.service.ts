import type { QuizAttemptInput, QuizAttemptResult, QuizDetail, QuizListResponse } from '@atrium/shared/api/quizzes';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { Db } from '#server/db/client';
import { appError } from '#server/lib/app-error';
import type { EpicRow, QuizQuestionRow } from './epic.table';
import type { Epic } from './epic.service';
import { createEpicRepository } from './epic.repository';
import { presentQuizDetail, presentQuizSummary } from './epic.presenter';

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
  const repo = createEpicRepository(db);

  /** A public episode that has a quiz, or 404. */
  async function quizRow(id: number): Promise<EpicRow> {
    const row = await epic.row(id);
    if (!row || row.quiz.length === 0) throw appError('NOT_FOUND');
    return row;
  }

  return {
    async list(userId: number, lang: Language): Promise<QuizListResponse> {
      const [rows, scores] = await Promise.all([epic.publicEpisodes(), repo.scoresOf(userId)]);
      return { items: rows.filter((r) => r.quiz.length > 0).map((r) => presentQuizSummary(r, scores.get(r.id), lang)) };
    },

    async detail(userId: number, id: number, lang: Language): Promise<QuizDetail> {
      const row = await quizRow(id);
      const scores = await repo.scoresOf(userId);
      return presentQuizDetail(row, scores.get(row.id), lang);
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
      const before = await repo.bestScore(userId, row.id);
      const kept = await repo.recordScore(userId, row.id, score);
      return {
        quizId: row.id,
        score,
        maxScore: row.quiz.length,
        results,
        bestScore: kept.bestScore,
        newBest: before === undefined || score > before,
        attempts: kept.attempts,
        lang: pickLocalized(row.title, lang).lang,
      };
    },
  };
}
export type Quizzes = ReturnType<typeof createQuizzes>;
