import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { createMember, signIn } from '#server/test/members';
import { all } from '../edu/edu.fixtures';
import { epicEpisodes, quizScores, type QuizQuestionRow } from './epic.table';

const choices = (...ids: string[]) => ids.map((id) => ({ id, text: all(`choice ${id}`) }));
const QUIZ: QuizQuestionRow[] = [
  {
    id: 'q1',
    prompt: all('Year of the first gathering?'),
    choices: choices('a', 'b', 'c'),
    answer: 'c',
    explanation: all('It was 1954'),
  },
  {
    id: 'q2',
    prompt: all('How many people?'),
    choices: choices('a', 'b', 'c'),
    answer: 'b',
    explanation: all('Seven'),
  },
  { id: 'q3', prompt: all('What was offered?'), choices: choices('a', 'b'), answer: 'a', explanation: all('Rice') },
];

/** Quizzes: member-only, no answers before submitting, scored on the server, best score kept. */
describe('epic quizzes', () => {
  let t: TestApp;
  let quizId = 0;
  let noQuizId = 0;
  let hiddenId = 0;
  let member = { id: 0, token: '' };
  let other = { id: 0, token: '' };
  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.database.db
      .insert(epicEpisodes)
      .values([
        { sequence: 1, title: { ko: '믿음의 씨앗', en: 'Seeds of Faith' }, quiz: QUIZ },
        { sequence: 2, title: all('No quiz') },
        { sequence: 3, title: all('Hidden'), quiz: QUIZ, isPublic: false },
      ])
      .returning({ id: epicEpisodes.id });
    [quizId, noQuizId, hiddenId] = rows.map((r) => r.id) as [number, number, number];
    const signedIn = async (ip: string) => {
      const m = await createMember(t.app);
      return { id: m.id, token: (await signIn(t.app, m.email, m.password, ip)).accessToken };
    };
    member = await signedIn('198.51.100.31');
    other = await signedIn('198.51.100.32');
  });
  afterAll(() => t.close());

  const call = (who: { token: string } | null, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { 'accept-language': lang, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    });
  const answers = (q1: string, q2: string, q3: string) => ({
    answers: [
      { questionId: 'q1', choiceId: q1 },
      { questionId: 'q2', choiceId: q2 },
      { questionId: 'q3', choiceId: q3 },
    ],
  });
  const attempt = (body: object, who = member, lang = 'en') =>
    call(who, 'POST', `/api/quizzes/epic/${quizId}/attempts`, body, lang);
  const scoreRows = () => t.database.db.select().from(quizScores).where(eq(quizScores.userId, member.id));

  it('turns visitors away with 401 AUTH_REQUIRED', async () => {
    for (const res of [
      await call(null, 'GET', '/api/quizzes/epic'),
      await call(null, 'GET', `/api/quizzes/epic/${quizId}`),
      await call(null, 'POST', `/api/quizzes/epic/${quizId}/attempts`, answers('c', 'b', 'a')),
      await call(null, 'POST', `/api/quizzes/epic/${quizId}/attempts`, { nonsense: true }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AUTH_REQUIRED');
    }
  });

  it('lists the quizzes of public episodes with the member’s best score', async () => {
    const list = (await call(member, 'GET', '/api/quizzes/epic', undefined, 'ja')).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: quizId,
      title: '믿음의 씨앗',
      lang: 'ko',
      questionCount: 3,
      bestScore: null,
      attempts: 0,
      episode: { id: quizId, sequence: 1 },
    });
  });

  it('sends questions and choices in the member’s language, never the answers', async () => {
    for (const lang of ['ko', 'en', 'ja', 'es', 'fr']) {
      const res = await call(member, 'GET', `/api/quizzes/epic/${quizId}`, undefined, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const quiz = res.json();
      expect(quiz.questions[0]).toEqual({
        id: 'q1',
        prompt: `Year of the first gathering? (${lang})`,
        choices: ['a', 'b', 'c'].map((id) => ({ id, text: `choice ${id} (${lang})` })),
      });
      expect(res.body).not.toMatch(/answer|correct|explanation|It was 1954/i);
    }
    expect((await call(member, 'GET', `/api/quizzes/epic/${noQuizId}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/quizzes/epic/${hiddenId}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', '/api/quizzes/epic/zero')).statusCode).toBe(404);
  });

  it('scores an attempt on the server and tells which answers were right', async () => {
    const res = await attempt(answers('c', 'a', 'a'), member, 'fr');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      quizId,
      score: 2,
      maxScore: 3,
      results: [
        { questionId: 'q1', chosenChoiceId: 'c', correct: true, correctChoiceId: 'c', explanation: 'It was 1954 (fr)' },
        { questionId: 'q2', chosenChoiceId: 'a', correct: false, correctChoiceId: 'b', explanation: 'Seven (fr)' },
        { questionId: 'q3', chosenChoiceId: 'a', correct: true, correctChoiceId: 'a', explanation: 'Rice (fr)' },
      ],
      bestScore: 2,
      newBest: true,
      attempts: 1,
      lang: 'en',
    });
  });

  it('keeps the best score: a worse attempt does not lower it, a better one raises it', async () => {
    const worse = (await attempt(answers('a', 'a', 'b'))).json();
    expect(worse).toMatchObject({ score: 0, bestScore: 2, newBest: false, attempts: 2 });
    const perfect = (await attempt(answers('c', 'b', 'a'))).json();
    expect(perfect).toMatchObject({ score: 3, bestScore: 3, newBest: true, attempts: 3 });
    expect((await call(member, 'GET', '/api/quizzes/epic')).json().items[0]).toMatchObject({
      bestScore: 3,
      attempts: 3,
    });
    expect((await call(member, 'GET', `/api/quizzes/epic/${quizId}`)).json()).toMatchObject({ bestScore: 3 });
    // Another member's scores are their own.
    expect((await call(other, 'GET', '/api/quizzes/epic')).json().items[0]).toMatchObject({
      bestScore: null,
      attempts: 0,
    });
  });

  it('keeps the maximum when attempts arrive at the same time', async () => {
    const results = await Promise.all([
      attempt(answers('a', 'a', 'b'), other),
      attempt(answers('c', 'b', 'a'), other),
      attempt(answers('c', 'a', 'b'), other),
      attempt(answers('a', 'b', 'b'), other),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const [row] = await t.database.db.select().from(quizScores).where(eq(quizScores.userId, other.id));
    expect(row).toMatchObject({ bestScore: 3, attempts: 4 });
  });

  it('rejects incomplete or invalid answers with 400 and fields, changing nothing', async () => {
    const before = await scoreRows();
    const cases: Array<[object, Record<string, string>]> = [
      [{ answers: [{ questionId: 'q1', choiceId: 'c' }] }, { answers: 'REQUIRED' }],
      [{ answers: [] }, { answers: 'REQUIRED' }],
      [
        { answers: [...answers('c', 'b', 'a').answers, { questionId: 'q9', choiceId: 'a' }] },
        { 'answers.3.questionId': 'INVALID' },
      ],
      [
        { answers: [...answers('c', 'b', 'a').answers, { questionId: 'q1', choiceId: 'a' }] },
        { 'answers.3.questionId': 'INVALID' },
      ],
      [answers('c', 'z', 'a'), { 'answers.1.choiceId': 'INVALID' }],
    ];
    for (const [body, fields] of cases) {
      const res = await attempt(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    for (const body of [{}, { answers: 'c,b,a' }, { answers: [{ questionId: 'q1' }] }]) {
      const res = await attempt(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(
      (await call(member, 'POST', `/api/quizzes/epic/${noQuizId}/attempts`, answers('c', 'b', 'a'))).statusCode,
    ).toBe(404);
    expect(
      (await call(member, 'POST', `/api/quizzes/epic/${hiddenId}/attempts`, answers('c', 'b', 'a'))).statusCode,
    ).toBe(404);
    expect(await scoreRows()).toEqual(before);
  });
});
