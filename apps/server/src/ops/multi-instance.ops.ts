import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../test/smtp';
import { hasRedisServer, startPrivateRedis, type PrivateRedis } from '../test/redis';
import { waitUntil } from '../test/wait-until';
import {
  call,
  createPgDatabase,
  freshIp,
  insertMember,
  postgresReachable,
  startServer,
  startingServers,
  type PgDatabase,
  type ServerProcess,
} from '../test/server-process';

const withPostgres = await postgresReachable();

/**
 * Two server processes sharing PostgreSQL and Redis behave as one site: requests alternate
 * between them as a round-robin load balancer would send them.
 */
describe.skipIf(!withPostgres || !hasRedisServer)('two instances behind a load balancer', () => {
  let db: PgDatabase;
  let redis: PrivateRedis;
  let smtp: SmtpCapture;
  let servers: ServerProcess[] = [];
  const admin = { email: 'ops-admin@example.com', password: 'Ops!Admin2026x' };

  beforeAll(async () => {
    [db, redis, smtp] = await Promise.all([createPgDatabase(), startPrivateRedis(), startSmtpCapture()]);
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      JWT_SECRET: 'ops-test-secret-ops-test-secret-0123456789',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Both start on an empty database with the demo content on: it must be written once.
      SEED_DEMO: 'true',
    };
    // Started together, as a deployment starts its replicas: one migrates, the others wait.
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, startingServers(1));
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all([db?.drop(), redis?.close(), smtp?.close()]);
  });

  /** Request i goes to instance i mod 2. */
  const at = (i: number) => servers[i % 2]!.url;

  it('writes the demo content once although both started on an empty database together', async () => {
    const news = await db.query<{ n: number; distinct: number }>(
      `select count(*)::int as n, count(distinct title::text)::int as distinct from news_items`,
    );
    expect(news[0]!.n).toBeGreaterThan(0);
    expect(news[0]!.n).toBe(news[0]!.distinct);
    const admins = await db.query<{ n: number }>(`select count(*)::int as n from users where email = $1`, [
      admin.email,
    ]);
    expect(admins[0]!.n).toBe(1);
  });

  it('counts wrong passwords across both, and the lock holds on both', async () => {
    const member = await insertMember(db);
    for (let i = 1; i <= 10; i++) {
      const res = await call(at(i), 'POST', '/api/auth/signin', {
        ip: freshIp(),
        body: { email: member.email, password: 'Wrong!Password1' },
      });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ code: 'BAD_CREDENTIALS', failedCount: i, maxFailures: 10 });
    }
    const eleventh = await call(at(11), 'POST', '/api/auth/signin', {
      ip: freshIp(),
      body: { email: member.email, password: 'Wrong!Password1' },
    });
    expect(eleventh.status).toBe(423);
    for (const i of [0, 1]) {
      const right = await call(at(i), 'POST', '/api/auth/signin', { ip: freshIp(), body: member });
      expect(right.status).toBe(423);
      expect(right.json.code).toBe('ACCOUNT_LOCKED');
    }
  });

  it('blocks an address after 30 failed sign-ins spread over both instances', async () => {
    const ip = freshIp();
    const members = await Promise.all([insertMember(db), insertMember(db), insertMember(db), insertMember(db)]);
    for (let i = 0; i < 30; i++) {
      const res = await call(at(i), 'POST', '/api/auth/signin', {
        ip,
        body: { email: members[i % 4]!.email, password: 'Wrong!Password1' },
      });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    await call(at(30), 'POST', '/api/auth/signin', {
      ip,
      body: { email: members[0]!.email, password: 'Wrong!Password1' },
    });
    for (const i of [0, 1]) {
      const res = await call(at(i), 'POST', '/api/auth/signin', { ip, body: members[1] });
      expect(res.status).toBe(429);
      expect(res.json.code).toBe('LOGIN_BLOCKED');
    }
    // Another address still signs in, on either instance.
    expect((await call(at(1), 'POST', '/api/auth/signin', { ip: freshIp(), body: members[1] })).status).toBe(200);
  });

  it('restricts an address making more than 60 auth requests a minute, on both', async () => {
    const ip = freshIp();
    // The sixty at once, so that they fall within the minute however slow the machine.
    const findId = (i: number) =>
      call(at(i), 'POST', '/api/auth/find-id', { ip, body: { name: 'x', phoneNumber: '1' } });
    const sixty = await Promise.all(Array.from({ length: 60 }, (_, i) => findId(i)));
    expect(sixty.map((res) => res.status)).not.toContain(429);
    expect((await findId(60)).status).toBe(429);
    const next = await call(at(61), 'POST', '/api/auth/signin', {
      ip,
      body: { email: 'a@example.com', password: 'x' },
    });
    expect(next.status).toBe(429);
    expect(next.json.code).toBe('TOO_MANY_REQUESTS');
  });

  it('sends one e-mail code per address every 30 s, whichever instance is asked', async () => {
    const email = `ops-code-${Date.now()}@example.com`;
    const asked = Date.now();
    const first = await call(at(0), 'POST', '/api/auth/email/code', {
      ip: freshIp(),
      body: { email, purpose: 'signup' },
    });
    expect(first.status).toBe(204);
    const again = await call(at(1), 'POST', '/api/auth/email/code', {
      ip: freshIp(),
      body: { email, purpose: 'signup' },
    });
    expect(again.status).toBe(429);
    expect(again.json.code).toBe('EMAIL_CODE_COOLDOWN');
    // The rest of the 30 s counted from the first code, however long the two calls took.
    const elapsed = Math.floor((Date.now() - asked) / 1000);
    expect(Number(again.json.retryAfterSeconds)).toBeGreaterThanOrEqual(30 - elapsed);
    expect(Number(again.json.retryAfterSeconds)).toBeLessThanOrEqual(30);
    await smtp.waitFor(email);
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('serves a UI-string publish made on one instance from the other at once', async () => {
    const signin = await call(at(0), 'POST', '/api/auth/signin', { ip: freshIp(), body: admin });
    expect(signin.status).toBe(200);
    const token = String(signin.json.accessToken);
    // Both instances have the bundle cached (and their ETags) before the change.
    const before = await call(at(1), 'GET', '/api/i18n/en?ns=meta');
    expect(before.status).toBe(200);
    const text = `Our Story ${Date.now()}`;
    const edit = await call(at(0), 'PUT', '/api/admin/translation/strings', {
      token,
      body: { namespace: 'meta', key: 'aboutHistory.title', lang: 'en', value: text },
    });
    expect(edit.status).toBe(204);
    const publish = await call(at(0), 'POST', '/api/admin/translation/update', { token, body: { memo: 'ops test' } });
    expect(publish.status).toBe(200);
    // The very next request, on the other instance: no waiting, no polling.
    const after = await call(at(1), 'GET', '/api/i18n/en?ns=meta');
    expect((after.json.meta as Record<string, string>)['aboutHistory.title']).toBe(text);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const page = await call(at(1), 'GET', '/en/about/history');
    expect(page.text).toContain(`<title>${text} |`);
  });

  it('shows a main slide published on one instance in the other’s API and HTML at once; its draft never', async () => {
    const signin = await call(at(0), 'POST', '/api/auth/signin', { ip: freshIp(), body: admin });
    const token = String(signin.json.accessToken);
    const items = (await call(at(0), 'GET', '/api/admin/content/main-slides', { token })).json.items as Array<{
      id: number;
    }>;
    const id = items[0]!.id;
    const read = await call(at(0), 'GET', `/api/admin/content/main-slides/${id}`, { token });
    const draft = read.json.draft as { title: Record<string, string> };
    const titles = async () =>
      ((await call(at(1), 'GET', '/api/slides')).json.mainSlides as Array<{ title: string }>).map((s) => s.title);
    const title = `Faith, remembered ${Date.now()}`;
    expect(await titles()).not.toContain(title);
    const saved = await call(at(0), 'PUT', `/api/admin/content/main-slides/${id}`, {
      token,
      ifMatch: read.headers.get('etag') ?? '',
      body: { data: { ...draft, title: { ...draft.title, en: title } } },
    });
    expect(saved.status).toBe(200);
    expect(await titles()).not.toContain(title);
    const published = await call(at(0), 'POST', `/api/admin/content/main-slides/${id}/publish`, {
      token,
      ifMatch: saved.headers.get('etag') ?? '',
      body: { memo: 'ops test' },
    });
    expect(published.status).toBe(200);
    expect(await titles()).toContain(title);
    expect((await call(at(1), 'GET', '/en/')).text).toContain(title);
  });

  it('shows news saved on one instance from the other at once (content caches emptied everywhere)', async () => {
    const signin = await call(at(0), 'POST', '/api/auth/signin', { ip: freshIp(), body: admin });
    const token = String(signin.json.accessToken);
    const list = async (i: number) =>
      ((await call(at(i), 'GET', '/api/news?page=1')).json.items as Array<{ title: string }>).map((n) => n.title);
    const title = `Ops news ${Date.now()}`;
    // Both instances hold the list in their content cache.
    expect(await list(0)).not.toContain(title);
    expect(await list(1)).not.toContain(title);
    const created = await call(at(0), 'POST', '/api/admin/news', {
      token,
      body: { title: { ko: '운영 소식', en: title }, summary: { ko: '요약', en: 'Summary' }, isPublic: true },
    });
    expect(created.status).toBe(201);
    expect(await list(1)).toContain(title);
    expect(await list(0)).toContain(title);
  });

  it('accepts a session from one instance on the other, and rotates its refresh token there', async () => {
    const member = await insertMember(db);
    const signin = await call(at(0), 'POST', '/api/auth/signin', { ip: freshIp(), body: member });
    expect(signin.status).toBe(200);
    const me = await call(at(1), 'GET', '/api/me', { token: String(signin.json.accessToken) });
    expect(me.status).toBe(200);
    const refreshed = await call(at(1), 'POST', '/api/auth/signin/refresh', {
      ip: freshIp(),
      body: { refreshToken: signin.json.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const meAgain = await call(at(0), 'GET', '/api/me', { token: String(refreshed.json.accessToken) });
    expect(meAgain.status).toBe(200);
  });

  // Last: it leaves Redis stopped.
  it('with Redis down, shows a publish made on one instance on the other after a poll of the database', async () => {
    const signin = await call(at(0), 'POST', '/api/auth/signin', { ip: freshIp(), body: admin });
    const token = String(signin.json.accessToken);
    const items = (await call(at(0), 'GET', '/api/admin/content/main-slides', { token })).json.items as Array<{
      id: number;
    }>;
    const id = items[0]!.id;
    const read = await call(at(0), 'GET', `/api/admin/content/main-slides/${id}`, { token });
    const draft = read.json.draft as { title: Record<string, string> };
    await redis.stop();
    // Both notice that Redis is gone, and say they now catch up by polling.
    for (const i of [0, 1]) {
      await waitUntil(
        `instance ${i} polling`,
        async () => (await call(at(i), 'GET', '/api/ready')).json.peers === 'polling',
      );
    }
    const title = `Seen without Redis ${Date.now()}`;
    const saved = await call(at(0), 'PUT', `/api/admin/content/main-slides/${id}`, {
      token,
      ifMatch: read.headers.get('etag') ?? '',
      body: { data: { ...draft, title: { ...draft.title, en: title } } },
    });
    expect(saved.status).toBe(200);
    const published = await call(at(0), 'POST', `/api/admin/content/main-slides/${id}/publish`, {
      token,
      ifMatch: saved.headers.get('etag') ?? '',
      body: { memo: 'ops test, Redis down' },
    });
    expect(published.status).toBe(200);
    expect(published.json.propagation).toBe('polling');
    // B hears nothing; it reads the change counts every 2 s (lib/bus.ts PEER_POLL_MS).
    await waitUntil('B showing the publish in its API', async () =>
      ((await call(at(1), 'GET', '/api/slides')).json.mainSlides as Array<{ title: string }>).some(
        (s) => s.title === title,
      ),
    );
    await waitUntil('B showing the publish in its HTML', async () =>
      (await call(at(1), 'GET', '/en/')).text.includes(title),
    );
  });
});
