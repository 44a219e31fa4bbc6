import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createMember } from '../test/members';
import { usesPostgres } from '../test/database';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line, e.g. sample(text, 'atrium_x{a="b"}'). */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('is off (404) without METRICS_TOKEN', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('answers 401 without the bearer token or with a wrong one', async () => {
    expect((await t.app.inject('/api/metrics')).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('AUTH_REQUIRED');
    const basic = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('counts requests and latencies by route pattern and status, in the Prometheus text format', async () => {
    for (const lang of ['en', 'ko', 'fr']) await t.app.inject(`/api/i18n/${lang}`);
    await t.app.inject('/api/no-such-route');
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE atrium_http_requests_total counter');
    expect(sample(text, 'atrium_http_requests_total{method="GET",route="/api/i18n/:lang",status="200"}')).toBe(3);
    expect(sample(text, 'atrium_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('/api/i18n/en');
    expect(text).toContain('# TYPE atrium_http_request_duration_seconds histogram');
    expect(sample(text, 'atrium_http_request_duration_seconds_count{method="GET",route="/api/i18n/:lang"}')).toBe(3);
    expect(
      sample(text, 'atrium_http_request_duration_seconds_bucket{method="GET",route="/api/i18n/:lang",le="+Inf"}'),
    ).toBe(3);
    // Scrapes are not counted, and never limited.
    expect(text).not.toContain('route="/api/metrics"');
  });

  it('reports the content cache hit ratio', async () => {
    await t.app.inject('/api/news?page=1');
    await t.app.inject('/api/news?page=1');
    await t.app.inject('/api/news?page=1');
    const text = await scrape();
    expect(sample(text, 'atrium_content_cache_lookups{result="hit"}')).toBeGreaterThanOrEqual(2);
    const ratio = sample(text, 'atrium_content_cache_hit_ratio');
    expect(ratio).toBeGreaterThan(0);
    expect(ratio).toBeLessThanOrEqual(1);
  });

  it('counts sign-in failures and shows locked accounts', async () => {
    const member = await createMember(t.app);
    const signin = (password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'x-forwarded-for': `198.18.0.${i + 1}` },
        payload: { email: member.email, password },
      });
    for (let i = 0; i < 11; i++) await signin('Wrong!Password1', i);
    expect((await signin(member.password, 20)).statusCode).toBe(423);
    const text = await scrape();
    expect(sample(text, 'atrium_signin_attempts_total{outcome="bad_credentials"}')).toBe(10);
    expect(sample(text, 'atrium_signin_attempts_total{outcome="account_locked"}')).toBe(2);
    expect(sample(text, 'atrium_accounts_locked')).toBe(1);
    expect(sample(text, 'atrium_database_up')).toBe(1);
  });

  it('reports the database pool on PostgreSQL, and whether state is shared', async () => {
    const text = await scrape();
    if (usesPostgres()) {
      expect(sample(text, 'atrium_db_pool_connections{state="max"}')).toBe(10);
      expect(sample(text, 'atrium_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('atrium_db_pool_connections');
    }
    expect(sample(text, 'atrium_shared_state{part="limits"}')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('is not rate-limited: a scraper polling often always gets an answer', async () => {
    for (let i = 0; i < 80; i++) {
      const res = await t.app.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '198.18.1.1' },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
