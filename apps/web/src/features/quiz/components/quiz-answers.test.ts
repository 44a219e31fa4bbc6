import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '@atrium/shared/api/quizzes';
import { toAttempt, unanswered } from './quiz-answers';

const question = (id: string): QuizQuestion => ({
  id,
  prompt: `Question ${id}`,
  choices: [
    { id: `${id}a`, text: 'A' },
    { id: `${id}b`, text: 'B' },
  ],
});
const questions = [question('q1'), question('q2'), question('q3')];

describe('quiz answers', () => {
  it('lists the questions still unanswered, ignoring a choice that is not one of the question', () => {
    expect(unanswered(questions, { q1: 'q1b', q3: 'q2a' }).map((q) => q.id)).toEqual(['q2', 'q3']);
    expect(unanswered(questions, { q1: 'q1a', q2: 'q2b', q3: 'q3a' })).toEqual([]);
  });

  it('sends one answer per question in the quiz order', () => {
    expect(toAttempt(questions, { q3: 'q3a', q1: 'q1b', q2: 'q2a' })).toEqual({
      answers: [
        { questionId: 'q1', choiceId: 'q1b' },
        { questionId: 'q2', choiceId: 'q2a' },
        { questionId: 'q3', choiceId: 'q3a' },
      ],
    });
  });
});
