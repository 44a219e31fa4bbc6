// npm run bench:import: does a large translation import leave the site answering? The real app
// on PGlite (its data in a directory, as a one-machine venue runs it) with the demo content; a
// manager exports every UI string, changes every text in every language (a translator's full
// round trip: about 1,700 keys × 5 languages, what took 11 s and held the whole site for 9 s
// before docs/decisions/031-imports-off-the-request-path.md) and imports the workbook, ROUNDS
// times, while a worker thread asks for the cached home page every EVERY_MS. Prints the page's
// p50/p99 with no import and during the imports, the server's event-loop delay, and how long
// each import took. Goal: p99 under 100 ms during an import.
// A benchmark, not a test: it exits 0 whatever it finds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { BENCH_ADMIN, startBenchApp } from './bench-app';

/** One request every EVERY_MS, answered or not: a stalled server shows as many slow answers, not as one. */
const EVERY_MS = Number(process.env.BENCH_EVERY_MS ?? 10);
const QUIET_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Imports in a row, each changing every text again: more answers timed during imports. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGE = '/en/';

/**
 * The load: a request for the page every EVERY_MS until told to stop, each answer recorded as
 * [when it was asked, how long it took] (ms; performance.timeOrigin puts both threads on one clock).
 */
const LOAD = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, everyMs } = workerData;
const agent = new http.Agent({ keepAlive: true });
const samples = [];
let errors = 0;
let inFlight = 0;
let stopped = false;
const get = () => {
  const t = performance.now();
  inFlight += 1;
  const done = (ok) => {
    if (!ok) errors += 1;
    samples.push([performance.timeOrigin + t, performance.now() - t]);
    inFlight -= 1;
    if (stopped && inFlight === 0) parentPort.postMessage({ samples, errors });
  };
  const req = http.get(url, { agent, headers: { 'accept-language': 'en', 'accept-encoding': 'br' } }, (res) => {
    res.on('data', () => {});
    res.on('end', () => done(res.statusCode === 200));
    res.on('error', () => done(false));
  });
  req.on('error', () => done(false));
};
const timer = setInterval(get, everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  stopped = true;
  if (inFlight === 0) parentPort.postMessage({ samples, errors });
});
`;

function startLoad(url: string) {
  const worker = new Worker(LOAD, { eval: true, workerData: { url, everyMs: EVERY_MS } });
  const done = new Promise<{ samples: Array<[number, number]>; errors: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const result = await done;
      await worker.terminate();
      return result;
    },
  };
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const figures = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms, max ${Math.max(0, ...xs).toFixed(1)} ms (${xs.length} answers)`;

/** The exported workbook with every text changed, as a translator's spreadsheet program saves it. */
async function everyTextChanged(exported: ArrayBuffer, round: number): Promise<{ file: Buffer; texts: number }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(exported);
  let texts = 0;
  book.worksheets[0]!.eachRow((row, index) => {
    if (index === 1) return;
    for (let column = 3; column <= row.cellCount; column += 1) {
      const cell = row.getCell(column);
      cell.value = `${typeof cell.value === 'string' ? cell.value : ''} (rev. ${round})`;
      texts += 1;
    }
  });
  return { file: Buffer.from(await book.xlsx.writeBuffer()), texts };
}

function multipart(file: Buffer) {
  const boundary = `----atriumbench${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="strings.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-import-'));
const { app, database, base, config } = await startBenchApp({ dataDir });
try {
  const signIn = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const authorization = `Bearer ${accessToken}`;
  const exported = await (
    await fetch(`${base}/api/admin/translation/export`, { headers: { authorization } })
  ).arrayBuffer();
  const files = await Promise.all(Array.from({ length: ROUNDS }, (_, round) => everyTextChanged(exported, round + 1)));

  const warm = await fetch(base + PAGE, { headers: { 'accept-language': 'en' } });
  await warm.arrayBuffer();
  if (!fs.existsSync(path.join(config.webDist, 'index.html'))) {
    console.log(`(no web build at ${config.webDist}: the page is the server's stand-in shell)`);
  }
  console.log(`\nTranslation imports on PGlite while the cached ${PAGE} is asked for every ${EVERY_MS} ms`);
  console.log(
    `  workbook: ${files[0]?.texts ?? 0} texts, every one changed, ${((files[0]?.file.length ?? 0) / 1024).toFixed(0)} KB; ${ROUNDS} imports`,
  );

  const quiet = startLoad(base + PAGE);
  await new Promise((r) => setTimeout(r, QUIET_SECONDS * 1000));
  const before = await quiet.stop();
  console.log(`  ${PAGE} with no import:     ${figures(before.samples.map(([, ms]) => ms))}`);

  const load = startLoad(base + PAGE);
  /** The event loop's delay during each import (a monitor each: one enabled again would count the pause between). */
  const lags: Array<{ p99: number; max: number }> = [];
  const windows: Array<[number, number]> = [];
  const durations: string[] = [];
  for (const { file } of files) {
    await new Promise((r) => setTimeout(r, 300));
    const { body, type } = multipart(file);
    const monitor = monitorEventLoopDelay({ resolution: 10 });
    monitor.enable();
    const started = performance.timeOrigin + performance.now();
    const res = await fetch(`${base}/api/admin/translation/import?dryRun=false`, {
      method: 'POST',
      headers: { authorization, 'content-type': type },
      body,
    });
    const answer = (await res.json()) as { changes?: unknown[] };
    const ended = performance.timeOrigin + performance.now();
    monitor.disable();
    lags.push({ p99: monitor.percentile(99) / 1e6, max: monitor.max / 1e6 });
    windows.push([started, ended]);
    durations.push(
      `${((ended - started) / 1000).toFixed(2)} s (${res.status}, ${answer.changes?.length ?? 0} changes)`,
    );
  }
  const during = await load.stop();
  const inImports = during.samples
    .filter(([at]) => windows.some(([from, to]) => at >= from && at <= to))
    .map(([, ms]) => ms);
  console.log(
    `  ${PAGE} during the imports: ${figures(inImports)}${during.errors ? ` (${during.errors} errors)` : ''}`,
  );
  console.log(
    `  server's event loop delay during an import: p99 ${lags.map((l) => l.p99.toFixed(1)).join(' / ')} ms, max ${lags.map((l) => l.max.toFixed(1)).join(' / ')} ms`,
  );
  console.log(`  each import took: ${durations.join(', ')}`);
  const p99 = percentile(inImports, 99);
  console.log(`  goal, p99 under 100 ms during an import: ${p99 < 100 ? 'ok' : 'MISSED'}`);
  console.log(
    `  (load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} on ${os.cpus().length} cores)`,
  );
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
