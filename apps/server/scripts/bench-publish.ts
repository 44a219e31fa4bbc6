// npm run bench:publish: how long a publish takes to reach the public reads of another instance,
// and what publishing costs the public site's throughput.
// Two instances of the real app share one PostgreSQL database and one Redis (as a scaled-out
// venue runs them): A in a process of its own (as server.ts starts it), B in this one (its page
// cache's counts are printed). A manager publishes a main slide's new English title on instance A, and
// instance B's /api/slides and /en/ HTML are polled until they show it. Then the public reads of
// B (the home page, the news list, an article, a venue page and /api/slides, in turn) are loaded
// from a worker thread (bench-load.ts) with no publishes, and while A publishes once a second,
// in turn: requests per second, p99, and their ratio. Last, two more instances whose Redis does not answer
// (they poll the database's change counts instead): how long a publish on one takes to reach the
// other. Pages are server-rendered with the web build (`npm run build`, or WEB_DIST).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_WEB_DIST } from '../src/paths';
import { freePort } from '../src/test/redis';
import { startServer, type ServerProcess } from '../src/test/server-process';
import { BENCH_ADMIN, BENCH_JWT_SECRET, startBenchApp } from './bench-app';
import { load, percentile } from './bench-load';

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
/** Rounds of the Redis-down part: each waits for a poll (about 2 s). */
const POLLED_ROUNDS = Number(process.env.BENCH_POLLED_ROUNDS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Quiet and publishing runs of SECONDS each, in turn. */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

const instance = (databaseUrl: string, dataDir: string, redisUrl: string) =>
  startBenchApp({ dataDir, databaseUrl, redisUrl });
type Instance = Awaited<ReturnType<typeof instance>>;

/** A manager on `on` who publishes the first main slide with a new English title. */
async function publisher(on: { base: string }) {
  const signIn = await fetch(`${on.base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  // Each write names the version the last one answered (If-Match), as the admin's editor does.
  let etag = '';
  const staff = (path: string, method = 'GET', body?: unknown) =>
    fetch(`${on.base}/api/admin/content${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(etag ? { 'if-match': etag } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }).then((r) => {
      etag = r.headers.get('etag') ?? etag;
      return r.json() as Promise<Record<string, unknown>>;
    });
  const { items } = (await staff('/main-slides')) as { items: Array<{ id: number }> };
  const id = items[0]!.id;
  const { draft } = (await staff(`/main-slides/${id}`)) as { draft: { title: Record<string, string> } };
  return async (title: string) => {
    await staff(`/main-slides/${id}`, 'PUT', { data: { ...draft, title: { ...draft.title, en: title } } });
    return (await staff(`/main-slides/${id}/publish`, 'POST', { memo: 'bench' })) as { propagation?: string };
  };
}

/** Milliseconds from the start of each publish on `from` until `to` shows it at each path. */
async function propagation(from: { base: string }, to: { base: string }, rounds: number, paths: string[]) {
  const publish = await publisher(from);
  const seen = new Map(paths.map((p) => [p, [] as number[]]));
  let answered = '';
  for (let round = 0; round < rounds; round += 1) {
    const title = `Bench title ${round} ${Date.now()}`;
    const started = performance.now();
    answered = (await publish(title)).propagation ?? '';
    for (const path of paths) {
      for (;;) {
        const body = await (await fetch(to.base + path, { headers: { 'accept-language': 'en' } })).text();
        if (body.includes(title)) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      seen.get(path)!.push(performance.now() - started);
    }
  }
  for (const [path, times] of seen) {
    console.log(`  ${path.padEnd(12)} median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
  }
  console.log(`  (the publish answered propagation: '${answered}')`);
}

const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 1000 });
if (
  !(await admin.connect().then(
    () => true,
    () => false,
  ))
) {
  console.log('PostgreSQL is not reachable on 127.0.0.1:5432: this benchmark needs it (and Redis).');
  process.exit(0);
}
const name = `atrium_bench_publish_${Date.now().toString(36)}`;
await admin.query(`create database ${name}`);
const url = new URL(POSTGRES_ADMIN_URL);
url.pathname = `/${name}`;
const dirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-publish-')));
const instances: Instance[] = [];
let a: ServerProcess | undefined;
try {
  // The publishing instance's work (validation, revisions, audit, search index) on a process of
  // its own, as in production: in this one it would hold up B's event loop.
  a = await startServer({
    DATABASE_URL: url.toString(),
    REDIS_URL,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    JWT_SECRET: BENCH_JWT_SECRET,
    WEB_DIST: process.env.WEB_DIST ?? DEFAULT_WEB_DIST,
  });
  const b = await instance(url.toString(), dirs[0]!, REDIS_URL);
  instances.push(b);

  console.log(`\nA publish on instance A, seen on instance B (PostgreSQL + Redis, ${ROUNDS} rounds):`);
  await propagation({ base: a.url }, b, ROUNDS, ['/api/slides', '/en/']);

  const news = (await (await fetch(`${b.base}/api/news?page=1`)).json()) as { items: Array<{ id: number }> };
  // Pages a publish makes out of date (each visited one renders again), in two languages: the
  // home page, the news list and its articles, a venue page (the demo's first space) and the
  // about page; and the slides' API read.
  const reads = [
    ...['en', 'ko'].flatMap((lang) => [
      `/${lang}/`,
      `/${lang}/news`,
      ...news.items.map((item) => `/${lang}/news/${item.id}`),
      `/${lang}/spaces/main-hall`,
      `/${lang}/about`,
    ]),
    '/api/slides',
  ];
  const urls = reads.map((r) => b.base + r);
  for (const u of urls) await fetch(u, { headers: { 'accept-language': 'en' } }); // kept before the runs
  const run = async (during?: () => Promise<void>) => {
    let writing = true;
    const writer = (async () => {
      while (during && writing) await during();
    })();
    const result = await load({ urls, seconds: SECONDS, connections: CONNECTIONS, encoding: 'br' });
    writing = false;
    await writer;
    return result;
  };
  const publish = await publisher({ base: a.url });
  let n = 0;
  const publishing = async () => {
    await publish(`Busy ${(n += 1)}`);
    await new Promise((r) => setTimeout(r, 1000));
  };
  // Quiet and publishing runs in turn, so that other work on the machine weighs on both alike.
  const quiet = { times: [] as number[], errors: 0 };
  const busy = { times: [] as number[], errors: 0 };
  const { stale: stales, renders, unchanged } = b.app.pageCache.stats();
  for (let pair = 0; pair < PAIRS; pair += 1) {
    for (const [into, during] of [
      [quiet, undefined],
      [busy, publishing],
    ] as const) {
      const { times, errors } = await run(during);
      into.times.push(...times);
      into.errors += errors;
    }
  }
  const line = (label: string, r: typeof quiet) => {
    const sorted = [...r.times].sort((x, y) => x - y);
    const rps = r.times.length / (SECONDS * PAIRS);
    console.log(
      `  ${label.padEnd(22)} ${rps.toFixed(0).padStart(6)} req/s, p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms` +
        (r.errors ? `, ${r.errors} errors` : ''),
    );
    return rps;
  };
  console.log(
    `\nPublic reads of B (${reads.length} addresses in turn: home, news list and articles, a venue page, about, in en and ko; /api/slides),` +
      `\n${CONNECTIONS} clients, brotli, ${PAIRS} × ${SECONDS} s each, quiet and publishing in turn:`,
  );
  const quietRps = line('no publishes:', quiet);
  const busyRps = line('one publish a second:', busy);
  const after = b.app.pageCache.stats();
  console.log(
    `  publishes made: ${n}; pages rendered again: ${after.renders - renders} (bytes unchanged: ${after.unchanged - unchanged}); ` +
      `previous pages sent meanwhile: ${after.stale - stales}`,
  );
  console.log(`  throughput ratio (publishing / quiet): ${((busyRps / quietRps) * 100).toFixed(0)} %`);

  // Redis unreachable: nothing listens at this address, so both poll the change counts.
  const nowhere = `redis://127.0.0.1:${await freePort()}/0`;
  const c = await instance(url.toString(), dirs[1]!, nowhere);
  instances.push(c);
  const d = await instance(url.toString(), dirs[2]!, nowhere);
  instances.push(d);
  console.log(`\nRedis unreachable: a publish on C, seen on D by polling (${POLLED_ROUNDS} rounds):`);
  await propagation(c, d, POLLED_ROUNDS, ['/api/slides', '/en/']);
} finally {
  await a?.stop();
  for (const i of instances) await i.app.close();
  for (const i of instances) await i.database.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
