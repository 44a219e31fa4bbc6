import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN, E2E_WORKERS, SERVER_GONE, SERVER_LOG } from './constants';
import { startMailCapture } from './mail-capture';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist/index.html');

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server a worker: e2e files run two at a time, each against a site of its own. */
    servers: Array<{ baseURL: string; dataDir: string }>;
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

/** Starts the real server on a fresh data directory and the demo content; its output goes to its log. */
function startServer(dataDir: string, port: number, webDist: string, smtpURL: string): ChildProcess {
  const output = fs.openSync(path.join(dataDir, SERVER_LOG), 'a');
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
      SMTP_URL: smtpURL,
      MAIL_FROM: 'Atrium <no-reply@atrium.test>',
      // Each browser context sends its own X-Forwarded-For, so per-address limits stay per test.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', output, output],
  });
  fs.closeSync(output);
  server.once('exit', (code) =>
    fs.appendFileSync(path.join(dataDir, SERVER_LOG), `\n${SERVER_GONE} (exit code ${code})\n`),
  );
  return server;
}

/**
 * Builds the site when its sources changed, and runs one real server a worker, each on a fresh
 * data directory, from one copy of the build: a later rebuild by another run cannot pull chunks
 * from under them. Two sites, so that the files running at the same time never see each other's
 * edits. The build and the first start (it seeds the demo content) take minutes: they go on in the
 * background while the other projects' tests run (the e2e files run after them), and each e2e
 * file waits for its server in support/server-ready.ts.
 */
export default async function setup(project: TestProject) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-'));
  const webDist = path.join(runDir, 'web');
  const mailDir = path.join(runDir, 'captured-mail');
  const smtp = await startMailCapture(mailDir);
  const firstPort = 4100 + Math.floor(Math.random() * 800);
  const servers = Array.from({ length: E2E_WORKERS }, (_, index) => {
    const dataDir = path.join(runDir, `site-${index + 1}`);
    fs.mkdirSync(dataDir);
    return { baseURL: `http://127.0.0.1:${firstPort + index}`, dataDir };
  });
  const processes: ChildProcess[] = [];
  const starting = (async () => {
    await withBuildLock(async () => {
      await buildWebIfStale();
      fs.cpSync(path.dirname(dist), webDist, { recursive: true });
    });
    servers.forEach(({ dataDir }, index) => processes.push(startServer(dataDir, firstPort + index, webDist, smtp.url)));
  })().catch((error: Error) => {
    for (const { dataDir } of servers)
      fs.appendFileSync(path.join(dataDir, SERVER_LOG), `\n${SERVER_GONE}: ${error.stack}\n`);
  });
  project.provide('servers', servers);
  project.provide('mailDir', mailDir);

  return async () => {
    await starting;
    await Promise.all(
      processes
        .filter((server) => server.exitCode === null)
        .map((server) => {
          server.kill('SIGTERM');
          return new Promise((r) => server.once('exit', r));
        }),
    );
    await smtp.close();
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
