// npm run bench (part 1): requests per second and p99 latency of the cached public reads (slides,
// news list, i18n bundle) and of the server-rendered pages (home, a list, a detail and a venue
// page, in two languages), each beside a bare route (/api/health) measured in the same run, so the
// ratio says what the cache costs whatever the machine; then how long a page takes when it is not
// kept (a page-cache miss: rendered, assembled and compressed). Runs the real app over HTTP with
// the demo content and the web build (`npm run build`), on PGlite and (when it answers on
// 127.0.0.1:5432) PostgreSQL. API reads are loaded as a browser asks (brotli) and uncompressed,
// pages with brotli. The load comes from a worker thread (bench-load.ts), so client and server do
// not share one event loop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEFAULT_WEB_DIST } from '../src/paths';
import { load, percentile } from './bench-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Page-cache misses timed per page. */
const MISSES = Number(process.env.BENCH_MISSES ?? 30);
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ROUTES: Array<{ name: string; url: string }> = [
  { name: 'bare route   /api/health', url: '/api/health' },
  { name: 'slides       /api/slides', url: '/api/slides' },
  { name: 'news list    /api/news?page=1', url: '/api/news?page=1' },
  { name: 'i18n bundle  /api/i18n/en', url: '/api/i18n/en' },
];

/** The page types, two languages each; the detail and venue addresses come from the demo content. */
async function pageRoutes(base: string): Promise<Array<{ name: string; url: string }>> {
  const news = (await (await fetch(`${base}/api/news?page=1`)).json()) as { items: Array<{ id: number }> };
  const id = news.items[0]?.id ?? 0;
  // The demo's first space (db/seed/data/spaces.json).
  const slug = 'main-hall';
  return ['en', 'ko'].flatMap((lang) => [
    { name: `home         /${lang}/`, url: `/${lang}/` },
    { name: `list         /${lang}/news`, url: `/${lang}/news` },
    { name: `detail       /${lang}/news/${id}`, url: `/${lang}/news/${id}` },
    { name: `venue        /${lang}/spaces/${slug}`, url: `/${lang}/spaces/${slug}` },
  ]);
}

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
    const pages = await pageRoutes(base);
    for (const route of [...ROUTES, ...pages]) {
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
      for (const encoding of route.url.startsWith('/api/') ? ['br', 'identity'] : ['br']) {
        const { times, errors } = await load({
          urls: [base + route.url],
          seconds: SECONDS,
          connections: CONNECTIONS,
          encoding,
        });
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
    await timeMisses(base, app, pages);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A page that is not kept, timed from the client: after the page cache alone is emptied (the
 * content reads are still cached: another page's publish), and after a publish empties both.
 */
async function timeMisses(base: string, app: Awaited<ReturnType<typeof buildApp>>, pages: Array<{ url: string }>) {
  console.log(`\n  Page-cache misses (${MISSES} a page, one at a time, brotli): p50 / p95`);
  console.log(`  ${'page'.padEnd(34)} ${'page cache emptied'.padStart(20)} ${'after a publish'.padStart(20)}`);
  const fetchPage = async (url: string) => {
    const t = performance.now();
    const res = await fetch(base + url, { headers: { 'accept-encoding': 'br' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return performance.now() - t;
  };
  const all: number[] = [];
  for (const { url } of pages) {
    const pageOnly: number[] = [];
    const published: number[] = [];
    for (let i = 0; i < MISSES; i += 1) {
      app.pageCache.clear();
      pageOnly.push(await fetchPage(url));
      await app.contentCache.invalidate();
      published.push(await fetchPage(url));
    }
    all.push(...pageOnly, ...published);
    const cell = (xs: number[]) => {
      const sorted = xs.sort((x, y) => x - y);
      return `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 95).toFixed(1)} ms`.padStart(20);
    };
    console.log(`  ${url.padEnd(34)} ${cell(pageOnly)} ${cell(published)}`);
  }
  const sorted = all.sort((x, y) => x - y);
  const p95 = percentile(sorted, 95);
  console.log(`  every miss: p95 ${p95.toFixed(1)} ms  (budget 30 ms ${p95 < 30 ? 'ok' : 'OVER'})`);
  console.log(`  page cache: ${JSON.stringify(app.pageCache.stats())}`);
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
