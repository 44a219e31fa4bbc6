// npm run bench: (1) sign-in throughput, and the p99 latency of a cached public read while
// sign-ins run (argon2 hashing must not stall other requests), then while anonymous clients send
// deep and wide JSON bodies; (2) the admin's member lists
// with 100,000 members. Runs the real app over HTTP on a fresh PGlite; prints a report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openAppDatabase } from '../src/boot';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/modules/users/password-hash';
import { users } from '../src/modules/users/users.table';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  WEB_DIST: '/nonexistent',
});
const database = await openAppDatabase(config);
const app = await buildApp(config, { database, logger: false });
app.addHook('onClose', async () => database.close());
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
let ip = 0;
const nextIp = () => `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timedReads(until: () => boolean, url: string): Promise<number[]> {
  const times: number[] = [];
  while (until()) {
    const t = performance.now();
    await (await fetch(url, { headers: { 'accept-language': 'ko' } })).arrayBuffer();
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 5));
  }
  return times;
}

// 1. Sign-ins and a cached read.
const password = 'Bench!Passw0rd';
const hash = await hashPassword(password);
await app.database.db
  .insert(users)
  .values(
    Array.from({ length: 50 }, (_, i) => ({ email: `bench${i}@example.com`, passwordHash: hash, name: 'Bench' })),
  );
const readUrl = `${base}/api/i18n/ko`;
const baselineEnd = performance.now() + 3000;
const baseline = await timedReads(() => performance.now() < baselineEnd, readUrl);

const SECONDS = 10;
const end = performance.now() + SECONDS * 1000;
let signins = 0;
let failures = 0;
const signer = async (n: number) => {
  while (performance.now() < end) {
    const res = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ email: `bench${n % 50}@example.com`, password }),
    });
    await res.arrayBuffer();
    if (res.ok) signins += 1;
    else failures += 1;
  }
};
const [underLoad] = await Promise.all([
  timedReads(() => performance.now() < end, readUrl),
  ...Array.from({ length: 8 }, (_, n) => signer(n)),
]);

console.log('\nSign-in (argon2id, 8 concurrent clients, %d s)', SECONDS);
console.log(`  throughput            ${(signins / SECONDS).toFixed(1)} sign-ins/s  (${failures} failed)`);
console.log(
  `  GET /api/i18n/ko p99  alone ${ms(percentile(baseline, 99))}   during sign-ins ${ms(percentile(underLoad, 99))}  (p50 ${ms(percentile(underLoad, 50))}, ${underLoad.length} reads)`,
);

// 1b. Hostile JSON from anonymous clients (issue 43): a `[[[[…]]]]` cost O(depth²) and took a cached
// read from 5 ms to 16.6 s with four connections. Each body must now cost a linear scan at most.
const hostile = [
  ['/api/auth/signin', `${'['.repeat(30_000)}${']'.repeat(30_000)}`],
  ['/api/admin/news', `${'['.repeat(60_000)}${']'.repeat(60_000)}`],
  ['/api/auth/find-id', `[${Array(30_000).fill('0').join(',')}]`],
] as const;
const floodEnd = performance.now() + SECONDS * 1000;
const floodStatuses = new Map<number, number>();
const flooder = async (n: number) => {
  for (let i = n; performance.now() < floodEnd; i += 1) {
    const [url, body] = hostile[i % hostile.length] as (typeof hostile)[number];
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body,
    });
    await res.arrayBuffer();
    floodStatuses.set(res.status, (floodStatuses.get(res.status) ?? 0) + 1);
  }
};
const [duringFlood] = await Promise.all([
  timedReads(() => performance.now() < floodEnd, readUrl),
  ...Array.from({ length: 4 }, (_, n) => flooder(n)),
]);
const floodTotal = [...floodStatuses.values()].reduce((a, b) => a + b, 0);
console.log('\nHostile JSON (deep and wide bodies, 4 anonymous connections, %d s)', SECONDS);
console.log(
  `  answered              ${(floodTotal / SECONDS).toFixed(1)} requests/s  (${[...floodStatuses].map(([status, n]) => `${n}× ${status}`).join(', ')})`,
);
console.log(
  `  GET /api/i18n/ko p99  alone ${ms(percentile(baseline, 99))}   during the flood ${ms(percentile(duringFlood, 99))}  (p50 ${ms(percentile(duringFlood, 50))}, ${duringFlood.length} reads)`,
);

// 2. Member lists with 100,000 members.
await app.database.db.execute(sql`
  insert into users (email, password_hash, name, phone_number, phone_region, member_type, created_at)
  select 'member' || g || '@example.com', 'x', '회원 ' || g, '+8210' || lpad(((g::bigint * 48271) % 99999989)::text, 8, '0'),
         (array['KR','JP','US','ES','FR'])[1 + g % 5],
         (array['PASTOR','PUBLIC_SERVANT','BLESSED_FAMILY','GENERAL'])[1 + g % 4],
         now() - (g || ' minutes')::interval
  from generate_series(1, 100000) as g`);
await app.database.db.execute(sql`analyze users`);
await app.database.db
  .insert(users)
  .values({ email: 'bench-admin@example.com', passwordHash: hash, name: 'Admin', role: 'ADMIN' });
const signin = await fetch(`${base}/api/auth/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
  body: JSON.stringify({ email: 'bench-admin@example.com', password }),
});
const { accessToken } = (await signin.json()) as { accessToken: string };
console.log('\nAdmin member lists, 100,000 members (20 calls each, server time incl. HTTP)');
for (const query of [
  'users',
  'users?page=250',
  'users?memberType=PASTOR&phoneRegion=JP',
  'users?startDate=2026-01-01&endDate=2026-12-31',
  'users/search?keyword=member4242',
  'users/search?keyword=%ED%9A%8C%EC%9B%90%2077',
  'users/search?keyword=010-4827-1',
]) {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/api/admin/${query}`, { headers: { authorization: `Bearer ${accessToken}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${query}: ${res.status}`);
    times.push(performance.now() - t);
  }
  const median = percentile(times, 50);
  console.log(
    `  ${query.padEnd(48)} median ${ms(median).padStart(9)}  p95 ${ms(percentile(times, 95)).padStart(9)}  ${median < 50 ? 'ok' : 'OVER 50 ms'}`,
  );
}

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
