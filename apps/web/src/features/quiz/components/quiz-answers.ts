import type { QuizAttemptInput, QuizQuestion } from '@atrium/shared/api/quizzes';

/** The member's choice per question id. */
export type Answers = Readonly<Record<string, string>>;

/** The questions not answered yet, in the quiz's order. */
export const unanswered = (questions: readonly QuizQuestion[], answers: Answers): QuizQuestion[] =>
  questions.filter((q) => !q.choices.some((c) => c.id === answers[q.id]));

/** The attempt sent to the server: one answer per question, in order. */
export const toAttempt = (questions: readonly QuizQuestion[], answers: Answers): QuizAttemptInput => ({
  answers: questions.flatMap((q) => {
    const choiceId = answers[q.id];
    return choiceId ? [{ questionId: q.id, choiceId }] : [];
  }),
});
