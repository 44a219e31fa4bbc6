import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { users } from '../users/users.table';
import { pageViews } from '../analytics/analytics.table';
import { createStats } from './stats.service';
import { bucketStarts } from './stats.buckets';

describe('statistics', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    token = await tokenFor(t.app, 'ADMIN');
  });
  afterAll(() => t.close());

  it('puts sign-ups into venue-time-zone buckets, around midnight and month ends', async () => {
    const db = t.database.db;
    const at = (iso: string, region: string, n: number) =>
      db.insert(users).values({
        email: `s${n}@example.com`,
        passwordHash: 'x',
        name: 'S',
        phoneRegion: region,
        createdAt: new Date(iso),
      });
    await at('2025-11-20T14:59:59Z', 'KR', 1); // 23:59:59 on 20 November in Seoul
    await at('2025-11-20T15:00:00Z', 'KR', 2); // 00:00 on the 21st in Seoul
    await at('2025-10-31T15:30:00Z', 'JP', 3); // 1 November in Seoul
    const stats = createStats(db, 'Asia/Seoul', () => new Date('2025-11-22T03:00:00Z'));
    const days = await stats.registrations('day');
    const day = (d: string) => days.buckets.find((b) => b.start === d)?.count;
    expect(days.buckets).toHaveLength(30);
    expect(days.buckets.at(-1)?.start).toBe('2025-11-22');
    expect(day('2025-11-20')).toBe(1);
    expect(day('2025-11-21')).toBe(1);
    const months = await stats.registrations('month');
    expect(months.buckets.find((b) => b.start === '2025-11-01')?.count).toBe(3);
    expect(months.buckets.find((b) => b.start === '2025-10-01')?.count).toBe(0);
    const utc = await createStats(db, 'UTC', () => new Date('2025-11-22T03:00:00Z')).registrations('month');
    expect(utc.buckets.find((b) => b.start === '2025-10-01')?.count).toBe(1);
  });

  it('starts weeks on Monday and counts years', () => {
    expect(bucketStarts('week', '2026-11-22').at(-1)).toBe('2026-11-16');
    expect(bucketStarts('year', '2026-11-22')).toEqual([
      '2022-01-01',
      '2023-01-01',
      '2024-01-01',
      '2025-01-01',
      '2026-01-01',
    ]);
  });

  it('counts members per country over HTTP, and page views per page and language', async () => {
    await t.database.db.insert(pageViews).values([
      { path: '/ko/', lang: 'ko' },
      { path: '/ko/', lang: 'ko' },
      { path: '/en/news', lang: 'en' },
    ]);
    const headers = { authorization: `Bearer ${token}` };
    const countries = (await t.app.inject({ url: '/api/admin/users/country', headers })).json();
    expect(countries.countries.find((c: { region: string }) => c.region === 'KR').count).toBeGreaterThanOrEqual(3);
    const views = (await t.app.inject({ url: '/api/admin/stats/pageviews', headers })).json();
    expect(views.total).toBe(3);
    expect(views.pages[0]).toEqual({ path: '/ko/', lang: 'ko', views: 2 });
    const register = await t.app.inject({ url: '/api/admin/users/register?timeRange=week', headers });
    expect(register.json().buckets).toHaveLength(12);
    expect((await t.app.inject({ url: '/api/admin/users/register?timeRange=decade', headers })).statusCode).toBe(400);
  });
});
