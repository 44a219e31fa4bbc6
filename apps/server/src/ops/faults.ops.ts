import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBin, startPrivatePostgres, type PrivatePostgres } from '../test/postgres';
import { freePort, hasRedisServer, startPrivateRedis, type PrivateRedis } from '../test/redis';
import {
  call,
  createPgDatabase,
  freshIp,
  insertMember,
  sleep,
  startServer,
  startingServers,
  type PgDatabase,
  type ServerProcess,
} from '../test/server-process';
import { waitUntil } from '../test/wait-until';

/** Without PostgreSQL's binaries there is no private server to stop: these tests are skipped. */
const canRunPostgres = Boolean(postgresBin());
const METRICS_TOKEN = 'ops-metrics-token-0123456789';
const JWT_SECRET = 'ops-fault-secret-0123456789-0123456789';

let searches = 0;
/** A client address of its own for each search (198.18.0.0/15), so none runs into the searches' limit. */
const searchIp = () => {
  searches += 1;
  return `198.18.${(searches >> 8) & 255}.${searches & 255}`;
};

/** One request on a connection of its own (no keep-alive), resolving with the status or the network error. */
function rawRequest(port: number, method: string, path: string, body?: unknown): Promise<number | string> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          'x-forwarded-for': freshIp(),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', (err) => resolve(err.message));
      },
    );
    req.on('error', (err) => resolve(err.message));
    req.end(payload);
  });
}

const metric = async (server: ServerProcess, series: string) => {
  const res = await call(server.url, 'GET', '/api/metrics', { token: METRICS_TOKEN });
  const line = res.text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/**
 * Outages of the parts a production site depends on. The PostgreSQL and Redis here are the
 * test's own (temp dirs, random ports): stopping them touches nothing else on the machine. A
 * test that starts a server has that start's time on top of its own.
 */
describe.skipIf(!canRunPostgres)('faults', { timeout: startingServers(1) }, () => {
  let pg: PrivatePostgres | undefined;
  let db: PgDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    pg = await startPrivatePostgres();
    if (pg) db = await createPgDatabase(pg.adminUrl);
  }, startingServers(0));
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await pg?.close();
  });
  const start = async (env: Record<string, string>) => {
    const server = await startServer({ METRICS_TOKEN, JWT_SECRET, ...env });
    servers.push(server);
    return server;
  };

  it('PostgreSQL restarted or stopped under search and write traffic: 503 with Retry-After meanwhile, recovers by itself, no acknowledged write lost', async () => {
    if (!pg) throw new Error('the private PostgreSQL did not start');
    const server = await start({ DATABASE_URL: db.url });
    /** What each request got, and whether it was sent once the database was back. */
    const answers: Array<{ kind: string; status: number; retryAfter: string | null; afterRecovery: boolean }> = [];
    const ok = (status: number) => status >= 200 && status < 300;
    const acked: string[] = [];
    let recovered = false;
    let running = true;
    let n = 0;
    const kinds = {
      // The search page and the API behind it: each search is a transaction (search.repository.ts).
      page: () => call(server.url, 'GET', '/en/search?q=museum', { ip: searchIp() }),
      search: () => call(server.url, 'GET', '/api/search?q=museum', { ip: searchIp() }),
      write: async () => {
        const path = `/ops/write-${++n}`;
        const res = await call(server.url, 'POST', '/api/analytics/pageview', { body: { path, lang: 'en' } });
        if (res.status === 204) acked.push(path);
        return res;
      },
    };
    const loop = async (kind: keyof typeof kinds) => {
      while (running) {
        const afterRecovery = recovered;
        const res = await kinds[kind]().catch(() => ({ status: 0, headers: new Headers() }));
        answers.push({ kind, status: res.status, retryAfter: res.headers.get('retry-after'), afterRecovery });
        if (!ok(res.status)) await sleep(50);
      }
    };
    const loops = (['page', 'search', 'write', 'write'] as const).map(loop);
    const succeeded = (kind: string, afterRecovery: boolean) =>
      answers.filter((a) => a.kind === kind && a.afterRecovery === afterRecovery && ok(a.status)).length;
    const everyKindServed = (afterRecovery: boolean) =>
      Object.keys(kinds).every((kind) => succeeded(kind, afterRecovery) >= 3);
    const readyAgain = () =>
      waitUntil(
        'ready again once PostgreSQL is back',
        async () => (await call(server.url, 'GET', '/api/ready')).status === 200,
      );

    // An operator's restart (`pg_ctl restart -m fast`): every session, idle or in a transaction, ends with 57P01.
    await waitUntil('searches and writes served before the restart', () => everyKindServed(false));
    await pg.restart();
    await readyAgain();
    recovered = true;
    await waitUntil('searches and writes served after the restart', () => everyKindServed(true));

    // A longer outage: what needs the database answers 503 with Retry-After, the rest is served.
    recovered = false;
    await pg.stop();
    await sleep(500);
    const outage = await call(server.url, 'GET', '/api/ready');
    expect(outage.status).toBe(503);
    expect(outage.json.code).toBe('SERVICE_UNAVAILABLE');
    for (const res of [
      await call(server.url, 'POST', '/api/analytics/pageview', { body: { path: '/ops/x', lang: 'en' } }),
      await call(server.url, 'GET', '/api/search?q=museum', { ip: searchIp() }),
      await call(server.url, 'GET', '/en/search?q=museum', { ip: searchIp() }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    }
    // Public reads held in memory keep being served.
    expect((await call(server.url, 'GET', '/api/i18n/en')).status).toBe(200);
    await sleep(1000);
    await pg.start();
    await readyAgain();
    const ackedBefore = acked.length;
    await waitUntil('writes acknowledged after the outage', () => acked.length > ackedBefore);
    running = false;
    await Promise.all(loops);

    // The same process throughout.
    expect(server.child.exitCode).toBeNull();
    // Only successes and 503s with Retry-After: never a 500, never a dropped connection, and
    // nothing but successes once PostgreSQL was back from the restart.
    const failures = answers.filter((a) => !ok(a.status));
    expect([...new Set(failures.map((a) => a.status))]).toEqual(failures.length ? [503] : []);
    expect(failures.filter((a) => a.retryAfter !== '5')).toEqual([]);
    expect(answers.filter((a) => a.afterRecovery && !ok(a.status))).toEqual([]);
    const stored = new Set(
      (await db.query<{ path: string }>(`select path from page_views where path like '/ops/write-%'`)).map(
        (r) => r.path,
      ),
    );
    expect(acked.filter((p) => !stored.has(p))).toEqual([]);
  });

  it('waits for a PostgreSQL that is not up yet: live and not ready meanwhile, then serves without a restart', async () => {
    if (!pg) throw new Error('the private PostgreSQL did not start');
    await pg.stop();
    let server: ServerProcess;
    try {
      server = await startServer({ DATABASE_URL: db.url, LOG_LEVEL: 'info' }, { waitFor: 'health' });
      servers.push(server);
      // Not ready, and what needs the database says to come back, while the process waits.
      const ready = await call(server.url, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.json.code).toBe('SERVICE_UNAVAILABLE');
      const page = await call(server.url, 'GET', '/en/search?q=museum', { ip: searchIp() });
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      await waitUntil('a line saying the database is not reachable yet', () =>
        server.output().includes('database not reachable yet'),
      );
    } finally {
      await pg.start();
    }
    await waitUntil('ready once PostgreSQL is up', async () => {
      const res = await call(server.url, 'GET', '/api/ready').catch(() => undefined);
      return res?.status === 200;
    });
    expect((await call(server.url, 'GET', '/en/search?q=museum', { ip: searchIp() })).status).toBe(200);
    expect((await call(server.url, 'GET', '/api/i18n/en')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    // One clear line a try: no stack trace.
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('gives up after DB_CONNECT_TIMEOUT with a clear message and exit code 1, without a stack trace', async () => {
    const nothingThere = await freePort();
    const server = await startServer(
      { DATABASE_URL: `postgres://postgres@127.0.0.1:${nothingThere}/atrium`, DB_CONNECT_TIMEOUT: '2' },
      { waitFor: 'nothing' },
    );
    servers.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('the database was not reachable within DB_CONNECT_TIMEOUT (2 s)');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  describe.skipIf(!hasRedisServer)('Redis stopped and back', () => {
    let redis: PrivateRedis;
    let a: ServerProcess;
    let b: ServerProcess;
    beforeAll(async () => {
      redis = await startPrivateRedis();
      const env = { DATABASE_URL: db.url, REDIS_URL: redis.url };
      a = await start(env);
      b = await start(env);
    }, startingServers(2));
    afterAll(async () => {
      await redis?.close();
    });

    /** 31 failed sign-ins from one address, sent to the given instances in turn. */
    const failThirtyOneTimes = async (ip: string, targets: ServerProcess[]) => {
      const members = await Promise.all([1, 2, 3, 4].map(() => insertMember(db)));
      const member = members[0]!;
      for (let i = 0; i < 31; i++) {
        // Four accounts take turns so none locks (that is the other limit).
        const email = members[i % 4]!.email;
        await call(targets[i % targets.length]!.url, 'POST', '/api/auth/signin', {
          ip,
          body: { email, password: 'Wrong!Password1' },
        });
      }
      return member;
    };
    const signinStatus = async (server: ServerProcess, ip: string, body: { email: string; password: string }) =>
      (await call(server.url, 'POST', '/api/auth/signin', { ip, body })).status;

    it('keeps serving on per-process limits while Redis is down; the account lock still holds', async () => {
      expect(await metric(a, 'atrium_shared_state{part="limits"}')).toBe(1);
      await redis.stop();

      // The site still answers: reads, sign-ins.
      expect((await call(a.url, 'GET', '/api/i18n/en')).status).toBe(200);
      const member = await insertMember(db);
      expect(await signinStatus(b, freshIp(), member)).toBe(200);

      // Address limits now live in each process: 31 failures on A block the address on A only.
      const ip = freshIp();
      const victim = await failThirtyOneTimes(ip, [a]);
      expect(await signinStatus(a, ip, victim)).toBe(429);
      expect(await signinStatus(b, ip, victim)).toBe(200);
      expect(await metric(a, 'atrium_shared_state{part="limits"}')).toBe(0);

      // The account lock is in the database: it holds on both.
      const locked = await insertMember(db);
      for (let i = 0; i < 11; i++) {
        await call((i % 2 ? a : b).url, 'POST', '/api/auth/signin', {
          ip: freshIp(),
          body: { email: locked.email, password: 'Wrong!Password1' },
        });
      }
      expect(await signinStatus(a, freshIp(), locked)).toBe(423);
      expect(await signinStatus(b, freshIp(), locked)).toBe(423);
    });

    it('shares limits again once Redis is back, without a restart', async () => {
      await redis.start();
      // Any call finds Redis again; the metric says when both processes use it.
      await waitUntil(
        'both instances counting in Redis again',
        async () => {
          await call(a.url, 'POST', '/api/auth/find-id', { ip: freshIp(), body: { name: 'x', phoneNumber: '1' } });
          await call(b.url, 'POST', '/api/auth/find-id', { ip: freshIp(), body: { name: 'x', phoneNumber: '1' } });
          return (
            (await metric(a, 'atrium_shared_state{part="limits"}')) === 1 &&
            (await metric(b, 'atrium_shared_state{part="limits"}')) === 1
          );
        },
        { everyMs: 200 },
      );
      const ip = freshIp();
      const victim = await failThirtyOneTimes(ip, [a, b]);
      expect(await signinStatus(a, ip, victim)).toBe(429);
      expect(await signinStatus(b, ip, victim)).toBe(429);
      expect(a.child.exitCode).toBeNull();
      expect(b.child.exitCode).toBeNull();
    });
  });

  it('SIGTERM under load: every request in flight is answered, then the process exits 0', async () => {
    const server = await start({ DATABASE_URL: db.url, LOG_LEVEL: 'info' });
    // Twelve members: one account has at most two password checks in flight (the rest get 429).
    const members = await Promise.all(Array.from({ length: 12 }, () => insertMember(db)));
    const port = server.port;
    // Sign-ins (argon2, queued on the thread pool) keep requests in flight for a while.
    const inFlight = [
      ...members.map((member) =>
        rawRequest(port, 'POST', '/api/auth/signin', { email: member.email, password: member.password }),
      ),
      ...Array.from({ length: 20 }, (_, i) =>
        rawRequest(port, 'POST', '/api/analytics/pageview', { path: `/ops/term-${i}`, lang: 'ko' }),
      ),
      ...Array.from({ length: 20 }, () => rawRequest(port, 'GET', '/api/i18n/ko')),
    ];
    // SIGTERM once the server has read every request (its log says so), while most are unanswered.
    await waitUntil(
      'every request read by the server',
      () => (server.output().match(/"incoming request"/g) ?? []).length >= inFlight.length,
      { everyMs: 5 },
    );
    const exit = server.stop('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses.filter((s) => s !== 200 && s !== 204)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(32);
    expect(await exit).toBe(0);
    const stored = await db.query<{ n: number }>(
      `select count(*)::int as n from page_views where path like '/ops/term-%'`,
    );
    expect(stored[0]?.n).toBe(20);

    // Logs are JSON lines carrying the request id.
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string; level?: number });
    expect(lines.some((l) => l.msg === 'shutting down: finishing requests in flight')).toBe(true);
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed.length).toBeGreaterThanOrEqual(52);
    expect(completed.every((l) => typeof l.reqId === 'string' && l.reqId.length >= 8)).toBe(true);
  });
});
