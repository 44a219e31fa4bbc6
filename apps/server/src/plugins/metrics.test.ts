import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { parse } from 'yaml';
import { createTestApp, type TestApp } from '../test/app';
import { createMember, tokenFor } from '../test/members';
import { usesPostgres } from '../test/database';
import { multipart } from '../test/multipart';
import { staffCaller } from '#server/test/factories/content';
import { registry } from '#server/lib/metrics';

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
    // The counters are the process's: the test files run before this one in the worker counted too.
    registry.resetMetrics();
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

  it('shows the process metrics of prom-client', async () => {
    const text = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('times requests by route pattern, method and status, in the Prometheus text format', async () => {
    for (const lang of ['en', 'ko', 'fr']) await t.app.inject(`/api/i18n/${lang}`);
    await t.app.inject('/api/no-such-route');
    await t.app.inject('/api/news/123456789');
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const i18n = 'method="GET",route="/api/i18n/:lang",status="200"';
    expect(sample(text, `http_request_duration_seconds_count{${i18n}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${i18n}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_bucket{le="10",${i18n}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_sum{${i18n}}`)).toBeGreaterThan(0);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).toContain('route="/api/news/:id"');
    // Never the raw URL: a bounded set of series.
    expect(text).not.toContain('/api/i18n/en');
    expect(text).not.toContain('123456789');
    // Scrapes are not timed, and never limited.
    expect(text).not.toContain('route="/api/metrics"');
  });

  it('counts content-cache hits and misses, and reports its size', async () => {
    const before = await scrape();
    const hits0 = sample(before, 'atrium_cache_lookups_total{cache="content",result="hit"}') ?? 0;
    await t.app.inject('/api/news?page=1');
    await t.app.inject('/api/news?page=1');
    await t.app.inject('/api/news?page=1');
    const text = await scrape();
    expect(sample(text, 'atrium_cache_lookups_total{cache="content",result="hit"}')).toBeGreaterThanOrEqual(hits0 + 2);
    expect(sample(text, 'atrium_cache_lookups_total{cache="content",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'atrium_cache_entries{cache="content"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'atrium_cache_bytes{cache="content"}')).toBeGreaterThan(0);
  });

  it('counts sign-in failures, locks and the lock mail, and shows locked accounts', async () => {
    const member = await createMember(t.app);
    const signin = (password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'x-forwarded-for': `198.18.0.${i + 1}` },
        payload: { email: member.email, password },
      });
    const before = await scrape();
    const mailsBefore = sample(before, 'atrium_emails_total{result="sent"}') ?? 0;
    for (let i = 0; i < 11; i++) await signin('Wrong!Password1', i);
    expect((await signin(member.password, 20)).statusCode).toBe(423);
    const text = await scrape();
    expect(sample(text, 'atrium_signin_attempts_total{outcome="bad_credentials"}')).toBe(10);
    expect(sample(text, 'atrium_signin_attempts_total{outcome="account_locked"}')).toBe(2);
    expect(sample(text, 'atrium_account_locks_total')).toBe(1);
    expect(sample(text, 'atrium_emails_total{result="sent"}')).toBe(mailsBefore + 1);
    expect(sample(text, 'atrium_accounts_locked')).toBe(1);
    expect(sample(text, 'atrium_database_up')).toBe(1);
  });

  it('counts uploads, renditions and publishes', async () => {
    const manager = await tokenFor(t.app, 'MANAGER');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#446688' } })
      .jpeg()
      .toBuffer();
    const body = multipart([{ filename: 'hall.jpg', content: photo }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { authorization: `Bearer ${manager}`, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const [item] = uploaded.json().items as Array<{ id: string; url: string }>;
    expect((await t.app.inject(`${item!.url}?w=640&f=webp`)).statusCode).toBe(200);
    const staff = staffCaller(t.app, manager);
    const slide = {
      title: { ko: '신앙을 기억하며', en: 'Faith, remembered' },
      pcImage: item!.id,
      mobileImage: item!.id,
      link: 'news',
    };
    const created = await staff('POST', '/main-slides', { data: slide });
    expect(created.statusCode).toBe(201);
    expect((await staff('POST', `/main-slides/${created.json().id}/publish`, { memo: 'm' })).statusCode).toBe(200);

    const text = await scrape();
    expect(sample(text, 'atrium_uploads_total')).toBe(1);
    expect(sample(text, 'atrium_renditions_total')).toBe(1);
    expect(sample(text, 'atrium_publishes_total{type="main-slides"}')).toBe(1);
  });

  it('reports the database pool on PostgreSQL, and whether state is shared', async () => {
    const text = await scrape();
    if (usesPostgres()) {
      expect(sample(text, 'atrium_db_pool_connections{state="max"}')).toBe(10);
      expect(sample(text, 'atrium_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('atrium_db_pool_connections{');
    }
    expect(sample(text, 'atrium_shared_state{part="limits"}')).toBe(0);
    // No REDIS_URL: no Redis connection to report (and no "Redis down" alert).
    expect(text).not.toContain('atrium_redis_up{');
  });

  it('exposes every series the Grafana dashboard and the Prometheus alerts query', async () => {
    const deploy = path.resolve(import.meta.dirname, '../../../../deploy');
    const alerts = parse(fs.readFileSync(path.join(deploy, 'prometheus/alerts.yml'), 'utf8')) as {
      groups: Array<{ name: string; rules: Array<{ alert: string; expr: string; for?: string; labels: object }> }>;
    };
    const rules = alerts.groups.flatMap((g) => g.rules);
    expect(rules.map((r) => r.alert).sort()).toEqual([
      'AtriumEventLoopLag',
      'AtriumHighErrorRate',
      'AtriumMailFailures',
      'AtriumRedisDown',
      'AtriumSlowRequests',
    ]);
    for (const rule of rules) expect(rule.labels, rule.alert).toHaveProperty('severity');
    const dashboard = JSON.parse(fs.readFileSync(path.join(deploy, 'grafana/atrium.json'), 'utf8')) as {
      panels: Array<{ title: string; targets?: Array<{ expr: string }> }>;
    };
    const titles = dashboard.panels.map((p) => p.title.toLowerCase()).join(' | ');
    for (const topic of ['traffic', 'latency', 'errors', 'sign-in', 'event-loop', 'memory', 'cache hit']) {
      expect(titles, topic).toContain(topic);
    }

    // Scraped with Redis set up, so its series exist too.
    const text = await scrape();
    const exposed = new Set(
      text
        .split('\n')
        .filter((l) => l.startsWith('# TYPE '))
        .flatMap((l) => {
          const [, , name, type] = l.split(' ');
          return type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name!];
        }),
    );
    exposed.add('atrium_redis_up');
    const queried = [
      ...rules.map((r) => r.expr),
      ...dashboard.panels.flatMap((p) => (p.targets ?? []).map((x) => x.expr)),
    ]
      .join(' ')
      .match(/\b(?:atrium|http|process|nodejs)_[a-z0-9_]+/g);
    expect(queried?.length).toBeGreaterThan(10);
    expect([...new Set(queried)].filter((name) => !exposed.has(name))).toEqual([]);
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
