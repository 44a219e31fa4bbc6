// npm run bench:publish: how long a publish takes to reach the public read of another instance.
// Two instances of the real app share one PostgreSQL database and one Redis (as a scaled-out
// venue runs them). A manager publishes a main slide's new English title on instance A, and
// instance B's /api/slides and /en/ HTML are polled until they show it. Then the public read's
// throughput on B is measured while publishes go on at A, beside its throughput with no publishes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEFAULT_WEB_DIST } from '../src/paths';

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ADMIN = { email: 'bench-admin@atrium.test', password: 'Bench-admin-password-1!' };

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function instance(databaseUrl: string, dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    WEB_DIST: process.env.WEB_DIST ?? DEFAULT_WEB_DIST,
  });
  const database = await openDatabase({ url: databaseUrl });
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, database, base };
}

async function requestsPerSecond(url: string, seconds: number, during?: () => Promise<void>) {
  const end = performance.now() + seconds * 1000;
  let n = 0;
  const readers = Array.from({ length: 8 }, async () => {
    while (performance.now() < end) {
      await (await fetch(url, { headers: { 'accept-language': 'en' } })).arrayBuffer();
      n += 1;
    }
  });
  const writer = (async () => {
    while (during && performance.now() < end) await during();
  })();
  await Promise.all([...readers, writer]);
  return n / seconds;
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
const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-publish-')));
const a = await instance(url.toString(), dirs[0]!);
const b = await instance(url.toString(), dirs[1]!);
try {
  const signIn = await fetch(`${a.base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  // Each write names the version the last one answered (If-Match), as the admin's editor does.
  let etag = '';
  const staff = (path: string, method = 'GET', body?: unknown) =>
    fetch(`${a.base}/api/admin/content${path}`, {
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
  const publish = async (title: string) => {
    await staff(`/main-slides/${id}`, 'PUT', { data: { ...draft, title: { ...draft.title, en: title } } });
    await staff(`/main-slides/${id}/publish`, 'POST', { memo: 'bench' });
  };

  const api: number[] = [];
  const html: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const title = `Bench title ${round} ${Date.now()}`;
    const started = performance.now();
    await publish(title);
    const published = performance.now();
    const seen = async (path: string) => {
      for (;;) {
        const body = await (await fetch(b.base + path, { headers: { 'accept-language': 'en' } })).text();
        if (body.includes(title)) return performance.now();
      }
    };
    api.push((await seen('/api/slides')) - started);
    html.push((await seen('/en/')) - started);
    if (round === 0) console.log(`first publish call took ${(published - started).toFixed(1)} ms`);
  }
  console.log(`\nA publish on instance A, seen on instance B (PostgreSQL + Redis, ${ROUNDS} rounds):`);
  console.log(`  /api/slides  median ${percentile(api, 50).toFixed(1)} ms, max ${Math.max(...api).toFixed(1)} ms`);
  console.log(`  /en/ (HTML)  median ${percentile(html, 50).toFixed(1)} ms, max ${Math.max(...html).toFixed(1)} ms`);

  const quiet = await requestsPerSecond(`${b.base}/api/slides`, SECONDS);
  let n = 0;
  const busy = await requestsPerSecond(`${b.base}/api/slides`, SECONDS, async () => {
    await publish(`Busy ${(n += 1)}`);
    await new Promise((r) => setTimeout(r, 1000));
  });
  console.log(`\nPublic read /api/slides on B, 8 clients, ${SECONDS} s:`);
  console.log(`  no publishes:           ${quiet.toFixed(0)} req/s`);
  console.log(`  one publish a second:   ${busy.toFixed(0)} req/s (${((busy / quiet) * 100).toFixed(0)}%)`);
} finally {
  await a.app.close();
  await b.app.close();
  await a.database.close();
  await b.database.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
