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
const port = 3800 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [server], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
  stdio: 'ignore',
});
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
