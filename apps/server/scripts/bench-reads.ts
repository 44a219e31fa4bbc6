// npm run bench (part 1): requests per second and p99 latency of the cached public reads (slides,
// news list, i18n bundle) and the home page's HTML, each beside a bare route (/api/health) measured
// in the same run, so the ratio says what the cache costs whatever the machine. Runs the real app
// over HTTP with the demo content, on PGlite and (when it answers on 127.0.0.1:5432) PostgreSQL.
// Each route is loaded as a browser asks for it (brotli) and uncompressed. The load comes from a
// worker thread, so client and server do not share one event loop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEFAULT_WEB_DIST } from '../src/paths';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ROUTES: Array<{ name: string; url: string }> = [
  { name: 'bare route   /api/health', url: '/api/health' },
  { name: 'slides       /api/slides', url: '/api/slides' },
  { name: 'news list    /api/news?page=1', url: '/api/news?page=1' },
  { name: 'i18n bundle  /api/i18n/en', url: '/api/i18n/en' },
  { name: 'home HTML    /en/', url: '/en/' },
];

/** The load generator: CONNECTIONS keep-alive clients in a loop for SECONDS; latencies in ms. */
const LOAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, seconds, connections, encoding } = workerData;
const end = performance.now() + seconds * 1000;
const times = [];
let errors = 0;
async function client() {
  while (performance.now() < end) {
    const t = performance.now();
    try {
      const res = await fetch(url, { headers: { 'accept-language': 'en', 'accept-encoding': encoding } });
      await res.arrayBuffer();
      if (res.status !== 200) errors += 1;
    } catch { errors += 1; }
    times.push(performance.now() - t);
  }
}
Promise.all(Array.from({ length: connections }, client)).then(() => parentPort.postMessage({ times, errors }));
`;

function load(url: string, encoding: string): Promise<{ times: number[]; errors: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD, {
      eval: true,
      workerData: { url, seconds: SECONDS, connections: CONNECTIONS, encoding },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function benchOn(kind: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-reads-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: '',
    WEB_DIST: process.env.WEB_DIST ?? DEFAULT_WEB_DIST,
  });
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'),
  });
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    console.log(`\nCached public reads on ${kind} (${CONNECTIONS} keep-alive clients, ${SECONDS} s a line)`);
    console.log(
      `  ${'route'.padEnd(34)} ${'encoding'.padEnd(9)} ${'req/s'.padStart(8)} ${'vs bare'.padStart(8)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`,
    );
    let bare = 0;
    for (const route of ROUTES) {
      // Warm up: the first request fills the cache.
      const warm = await fetch(base + route.url, { headers: { 'accept-language': 'en' } });
      await warm.arrayBuffer();
      if (warm.status !== 200) {
        console.log(
          `  ${route.name.padEnd(34)} skipped (${warm.status}${route.url.startsWith('/en') ? ': build the web app first' : ''})`,
        );
        continue;
      }
      // As a browser asks (brotli), and uncompressed (what the cache itself costs).
      for (const encoding of ['br', 'identity']) {
        const { times, errors } = await load(base + route.url, encoding);
        const sorted = times.sort((x, y) => x - y);
        const rps = times.length / SECONDS;
        if (route.url === '/api/health' && encoding === 'br') bare = rps;
        console.log(
          `  ${route.name.padEnd(34)} ${encoding.padEnd(9)} ${rps.toFixed(0).padStart(8)} ` +
            `${`${((rps / (bare || rps)) * 100).toFixed(0)}%`.padStart(8)} ` +
            `${`${percentile(sorted, 50).toFixed(2)} ms`.padStart(9)} ${`${percentile(sorted, 99).toFixed(2)} ms`.padStart(9)}` +
            (errors ? `  (${errors} errors)` : ''),
        );
      }
    }
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchOn('PGlite');

const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 1000 });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const name = `atrium_bench_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    await benchOn('PostgreSQL', url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('\nPostgreSQL is not reachable on 127.0.0.1:5432: its run is skipped.');
}
