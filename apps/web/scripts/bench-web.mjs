// npm run bench:web — Lighthouse (mobile preset) on /ko/ and /en/spaces against the production
// build served by the real server with the demo content. Targets: performance ≥ 95,
// accessibility, best practices and SEO 100. A benchmark (prints a report), not a test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '../../..');
const server = path.join(root, 'apps/server/dist/server.js');
if (!fs.existsSync(server) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  throw new Error('Run `npm run build` first.');
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-web-'));
// The server gets its own copy of the build, taken under the lock the e2e runs build under:
// a rebuild during the benchmark cannot pull chunks from under the pages.
const webDist = path.join(dataDir, 'web');
const lock = path.join(os.tmpdir(), 'atrium-web-build.lock');
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 10 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
    await new Promise((r) => setTimeout(r, 500));
  }
}
try {
  fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
} finally {
  fs.rmSync(lock, { recursive: true, force: true });
}
const port = 3800 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [server], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: 'ignore',
});
// The server must not outlive a failed run (Chrome missing, Lighthouse error).
process.on('exit', () => child.kill('SIGTERM'));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {
    // starting
  }
  if (i > 600) throw new Error('server not ready');
  await new Promise((r) => setTimeout(r, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
let allMet = true;
try {
  for (const page of ['/ko/', '/en/spaces']) {
    // Warm the server's caches and renditions first, as a visitor after the first would find them.
    await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    // BENCH_WEB_REPORTS=<dir> keeps each page's full report (diagnostics: layout shifts, LCP
    // phases, long tasks) as JSON for a closer look.
    if (process.env.BENCH_WEB_REPORTS && result) {
      fs.mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
      const name = page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      fs.writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, `${name}.json`), JSON.stringify(result.lhr));
    }
    const categories = result?.lhr.categories ?? {};
    const line = Object.entries(targets).map(([id, target]) => {
      const score = Math.round((categories[id]?.score ?? 0) * 100);
      if (score < target) allMet = false;
      return `${id} ${score}${score < target ? ` (target ${target})` : ''}`;
    });
    console.log(`${page.padEnd(12)} ${line.join('  ')}`);
    const audits = result?.lhr.audits ?? {};
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]) {
      console.log(`  ${id.padEnd(26)} ${audits[id]?.displayValue ?? ''}`);
    }
  }
} finally {
  await chrome.kill();
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(allMet ? 'all targets met' : 'some targets not met');
