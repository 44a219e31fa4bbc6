import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@atrium/shared/languages';
import { createTestApp, type TestApp } from '../../test/app';
import { tokenFor } from '../../test/members';
import { eduSeed } from './edu.seed';
import { EXHIBITIONS } from './content/edu-exhibitions';
import { EPIC } from './content/edu-epic';
import { SUNGHWA } from './content/edu-sunghwa';
import { WEBTOONS } from './content/edu-webtoons';

/** The demo's education content: drawn pictures, every text in five languages, quizzes with their answers kept back. */
describe('edu demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const ctx = { db: t.database.db, config: t.config, log: t.app.log, storage: t.app.storage };
    await eduSeed.run(ctx);
    // Running again changes nothing (the tables are no longer empty).
    await eduSeed.run(ctx);
    t.app.contentCache.invalidate();
  }, 180_000);
  afterAll(() => t.close());

  const get = (url: string, lang: string, token?: string) =>
    t.app.inject({ url, headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('names every drawn picture uniquely (one file each)', () => {
    const names = JSON.stringify([EXHIBITIONS, EPIC, SUNGHWA, WEBTOONS]).match(/"name":"[^"]+"/g) ?? [];
    expect(names.length).toBeGreaterThan(30);
    expect(new Set(names).size).toBe(names.length);
  });

  it('fills exhibitions, artworks, webtoons and the epic series in every language', async () => {
    for (const lang of LANGUAGES) {
      const shows = (await get('/api/exhibitions', lang)).json().items;
      expect(shows.length).toBeGreaterThanOrEqual(3);
      expect(shows.every((s: { lang: string }) => s.lang === lang)).toBe(true);
      const works = (await get('/api/artworks', lang)).json();
      expect(works.total).toBeGreaterThanOrEqual(6);
      const detail = (await get(`/api/artworks/${works.items[0].id}`, lang)).json();
      expect(detail).toMatchObject({ lang });
      for (const field of ['keyword', 'content', 'symbol', 'createdAt', 'scaleAndWeight', 'material'])
        expect(detail[field], field).not.toBe('');
      expect(detail.relatedVideo.poster.url).toMatch(/^\/media\/seed\//);
      const toons = (await get('/api/edu/webtoons', lang)).json().items;
      expect(toons.length).toBeGreaterThanOrEqual(5);
      const epic = (await get('/api/edu/epic', lang)).json().items;
      expect(epic.length).toBeGreaterThanOrEqual(3);
      expect(
        epic.every((e: { lang: string; quizQuestionCount: number }) => e.lang === lang && e.quizQuestionCount >= 3),
      ).toBe(true);
    }
    // No language's text is another's copy.
    const titles = await Promise.all(
      LANGUAGES.map(async (l) => (await get('/api/exhibitions/founders-exhibition', l)).json().description),
    );
    expect(new Set(titles).size).toBe(LANGUAGES.length);
  });

  it('draws tall webtoon panels with lettered sets for some languages, others falling back', async () => {
    const toons = (await get('/api/edu/webtoons', 'ko')).json().items;
    const first = (await get(`/api/edu/webtoons/${toons[0].id}`, 'fr')).json();
    expect(first).toMatchObject({ panelsLang: 'fr', sourceLang: 'ko' });
    expect(first.panels.length).toBeGreaterThanOrEqual(3);
    expect(first.panels[0].height).toBeGreaterThan(first.panels[0].width);
    expect(first.panels[0].alt).toContain('« ');
    const file = path.join(t.dataDir, first.panels[0].url.replace(/^\//, ''));
    expect(fs.existsSync(file) || (await t.app.inject(first.panels[0].url)).statusCode === 200).toBe(true);
    expect((await get(`/api/edu/webtoons/${toons[0].id}`, 'es')).json().panelsLang).toBe('en');
    const last = toons[toons.length - 1];
    expect((await get(`/api/edu/webtoons/${last.id}`, 'en')).json().panelsLang).toBe('ko');
  });

  it('seeds the Sunghwa course and quizzes whose answers only scoring reveals', async () => {
    const token = await tokenFor(t.app);
    const course = (await get('/api/edu/sunghwa', 'ja', token)).json();
    expect(course).toMatchObject({ lang: 'ja' });
    expect(course.chapters).toHaveLength(4);
    const quizzes = (await get('/api/quizzes/epic', 'es', token)).json().items;
    const quiz = await get(`/api/quizzes/epic/${quizzes[0].id}`, 'es', token);
    expect(quiz.body).not.toMatch(/correct|answer"/);
    const picked = quiz.json().questions.map((q: { id: string; choices: Array<{ id: string }> }) => ({
      questionId: q.id,
      choiceId: q.choices[0]?.id,
    }));
    const scored = await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/epic/${quizzes[0].id}/attempts`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' },
      payload: { answers: picked },
    });
    expect(scored.statusCode).toBe(201);
    expect(scored.json().maxScore).toBe(picked.length);
  });
});
