import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { pageViews } from './analytics.table';

describe('POST /api/analytics/pageview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(pageViews);
  });
  const views = () => t.database.db.select().from(pageViews);

  it('records a page view with its language and the referrer host only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: { path: '/en/news?page=2', lang: 'en', referrer: 'https://search.example/q?private=1' },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await views();
    expect(row).toMatchObject({ path: '/en/news', lang: 'en', referrerHost: 'search.example' });
  });

  it('accepts a beacon sent as text/plain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ path: '/ko/', lang: 'ko' }),
    });
    expect(res.statusCode).toBe(204);
    expect(await views()).toHaveLength(1);
  });

  it('never counts admin pages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: { path: '/admin/users', lang: 'ko' },
    });
    expect(res.statusCode).toBe(204);
    expect(await views()).toHaveLength(0);
  });

  it('refuses bad input and stores nothing', async () => {
    for (const payload of [{ path: '/ko/', lang: 'xx' }, { path: 'ko', lang: 'ko' }, { lang: 'ko' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/analytics/pageview', payload });
      expect(res.statusCode).toBe(400);
    }
    expect(await views()).toHaveLength(0);
  });
});
