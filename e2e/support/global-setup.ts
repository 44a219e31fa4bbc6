import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN } from './constants';
import { startMailCapture } from './mail-capture';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist/index.html');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    mailDir: string;
  }
}

/** Newest modification time under the folders the web build reads. */
function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of ['apps/web', 'packages/shared/src']) walk(path.join(root, dir));
  return newest;
}

function buildWebIfStale() {
  if (fs.existsSync(dist) && fs.statSync(dist).mtimeMs > newestSource()) return;
  console.log('e2e: building the web app (sources changed since the last build)');
  // Vitest sets NODE_ENV=test, which Vite would carry into the bundle (React's development
  // build, StrictMode's double effects): test the production build the site serves.
  execFileSync('npm', ['run', 'build', '-w', '@atrium/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

async function waitForReady(url: string, server: ChildProcess, log: () => string) {
  // A first start seeds all demo content: generous on a busy machine.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become ready:\n${log()}`);
}

/**
 * Runs fn while holding a lock shared by every e2e run on this machine, so that two runs never
 * build the web app into the same folder at once (a lock left by a killed run expires).
 */
async function withBuildLock(fn: () => void) {
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
    fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds the site when its sources changed, and runs the real server on a fresh data directory
 * with its own copy of the build: a later rebuild by another run cannot pull chunks from under it.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-'));
  const webDist = path.join(dataDir, 'web');
  await withBuildLock(() => {
    buildWebIfStale();
    fs.cpSync(path.dirname(dist), webDist, { recursive: true });
  });
  const mailDir = path.join(dataDir, 'captured-mail');
  const smtp = await startMailCapture(mailDir);
  const port = 4100 + Math.floor(Math.random() * 800);
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Atrium <no-reply@atrium.test>',
      // Each browser context sends its own X-Forwarded-For, so per-address limits stay per test.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  await waitForReady(baseURL, server, () => output);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
