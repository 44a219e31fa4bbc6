// Start-up budget (issue: foundation): the first start on an empty data directory (database
// created, demo content seeded) under 15 s, and a start on an existing one under 2 s, measured
// from process spawn until /api/ready answers. Runs the production bundle (npm run build).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const server = new URL('../dist/server.js', import.meta.url).pathname;
if (!fs.existsSync(server)) throw new Error('Run `npm run build` first.');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-start-'));
const port = 3900 + Math.floor(Math.random() * 90);

async function startOnce() {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) break;
    } catch {
      // not yet listening
    }
    if (performance.now() - started > 60_000) throw new Error('no ready within 60 s');
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return Math.round(ms);
}

const first = await startOnce();
const again = [];
for (let i = 0; i < 5; i++) again.push(await startOnce());
again.sort((a, b) => a - b);
const median = again[Math.floor(again.length / 2)];
console.log(`first start (new database, demo content): ${first} ms   budget 15000 ms ${first < 15000 ? 'ok' : 'OVER'}`);
console.log(
  `start on existing data, median of 5:      ${median} ms   budget 2000 ms ${median < 2000 ? 'ok' : 'OVER'}  (all: ${again.join(', ')})`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
