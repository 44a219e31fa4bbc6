import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN, SERVER_GONE, SERVER_LOG } from './constants';
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

/** Asynchronous: Vitest's main process keeps running the other projects' tests meanwhile. */
async function buildWebIfStale() {
  if (fs.existsSync(dist) && fs.statSync(dist).mtimeMs > newestSource()) return;
  console.log('e2e: building the web app (sources changed since the last build)');
  // Vitest sets NODE_ENV=test, which Vite would carry into the bundle (React's development
  // build, StrictMode's double effects): test the production build the site serves.
  const build = spawn('npm', ['run', 'build', '-w', '@atrium/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // Below the test workers it runs beside: it takes the idle time, they keep their pace (set
  // before npm starts Vite, which inherits it).
  if (build.pid) os.setPriority(build.pid, 10);
  const code = await new Promise((r) => build.once('exit', r));
  if (code !== 0) throw new Error(`The web build failed (exit code ${code})`);
}

/**
 * Runs fn while holding a lock shared by every e2e run on this machine, so that two runs never
 * build the web app into the same folder at once (a lock left by a killed run expires).
 */
async function withBuildLock(fn: () => Promise<void>) {
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
    await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds the site when its sources changed, and runs the real server on a fresh data directory
 * with its own copy of the build: a later rebuild by another run cannot pull chunks from under it.
 * The build and the first start (it seeds the demo content) take minutes: they go on in the
 * background while the other projects' tests run (Vitest runs the e2e files last), and each e2e
 * file waits for the server in support/server-ready.ts. The server's output goes to a log file.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-'));
  const webDist = path.join(dataDir, 'web');
  const log = path.join(dataDir, SERVER_LOG);
  const mailDir = path.join(dataDir, 'captured-mail');
  const smtp = await startMailCapture(mailDir);
  const port = 4100 + Math.floor(Math.random() * 800);
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const starting = (async () => {
    await withBuildLock(async () => {
      await buildWebIfStale();
      fs.cpSync(path.dirname(dist), webDist, { recursive: true });
    });
    const output = fs.openSync(log, 'a');
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
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
      stdio: ['ignore', output, output],
    });
    fs.closeSync(output);
    server.once('exit', (code) => fs.appendFileSync(log, `\n${SERVER_GONE} (exit code ${code})\n`));
  })().catch((error: Error) => fs.appendFileSync(log, `\n${SERVER_GONE}: ${error.stack}\n`));
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);

  return async () => {
    await starting;
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server?.once('exit', r));
    }
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
