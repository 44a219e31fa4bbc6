import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN, E2E_WORKERS, SERVER_GONE, SERVER_LOG, SITE_STARTING } from './constants';
import { startMailCapture } from './mail-capture';
import { freePorts } from './free-port';
import { waitForReady } from './wait-for-ready';

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
 * Runs fn while holding a lock shared by every e2e run of this checkout, so that two runs never
 * build the web app into the same folder at once (a lock left by a killed run expires). Another
 * checkout on the machine builds its own folder: it does not wait for this one's build.
 */
async function withBuildLock(fn: () => Promise<void>) {
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
  const lock = path.join(os.tmpdir(), `atrium-web-build-${checkout}.lock`);
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
      // As the site runs: React renders the pages with its production build, as visitors get them.
      NODE_ENV: 'production',
      // A server in UTC, whatever the machine's zone: dates must still read in the venue's
      // (TIMEZONE, Asia/Seoul) before and after a browser elsewhere hydrates (dates-hydration.e2e.ts).
      TZ: 'UTC',
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

type Site = { baseURL: string; dataDir: string };

/**
 * The demo seed, once for every site: a server on a port of its own (the files poll the sites'
 * ports, and must not take it for theirs) seeds the first site's data directory and stops; the
 * other sites start from a copy of it (seeding is most of a first start's work).
 */
async function seedOnce(sites: Site[], seedPort: number, start: (dataDir: string, port: number) => ChildProcess) {
  const [first, ...others] = sites;
  if (!first) return;
  const seeding = start(first.dataDir, seedPort);
  // The seed draws the demo's pictures: minutes on a two-core machine busy with other tests.
  const state = await waitForReady(`http://127.0.0.1:${seedPort}`, 600_000, () => seeding.exitCode !== null);
  if (state !== 'ready') throw new Error(`The server that seeds the demo did not become ready (${state})`);
  // Stopped on purpose: not "gone" for support/server-ready.ts.
  seeding.removeAllListeners('exit');
  seeding.kill('SIGTERM');
  if (seeding.exitCode === null) await new Promise((r) => seeding.once('exit', r));
  for (const { dataDir } of others)
    fs.cpSync(first.dataDir, dataDir, {
      recursive: true,
      // pglite.sock: the stopped server's socket, left behind only if it was killed (docs/decisions/030-backups-in-one-archive.md).
      filter: (source) => ![SERVER_LOG, 'pglite.sock'].includes(path.basename(source)),
    });
}

/**
 * Builds the site when its sources changed, and runs one real server a worker, each on a data
 * directory of its own (one demo seed, copied), from one copy of the build: a later rebuild by
 * another run cannot pull chunks from under them. A site a worker, so that the files running at
 * the same time never see each other's edits. The build and the seed take minutes: they go on in
 * the background while the other projects' tests run (the e2e files run after them), and each e2e
 * file waits for its server in support/server-ready.ts.
 */
export default async function setup(project: TestProject) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-'));
  const webDist = path.join(runDir, 'web');
  const mailDir = path.join(runDir, 'captured-mail');
  const smtp = await startMailCapture(mailDir);
  // The seeding server's port, then one a site.
  const [seedPort = 0, ...ports] = await freePorts(E2E_WORKERS + 1);
  const servers = ports.map((port, index) => {
    const dataDir = path.join(runDir, `site-${index + 1}`);
    fs.mkdirSync(dataDir);
    return { baseURL: `http://127.0.0.1:${port}`, dataDir };
  });
  const processes: ChildProcess[] = [];
  const starting = (async () => {
    await withBuildLock(async () => {
      await buildWebIfStale();
      fs.cpSync(path.dirname(dist), webDist, { recursive: true });
    });
    const start = (dataDir: string, port: number) => {
      const server = startServer(dataDir, port, webDist, smtp.url);
      processes.push(server);
      return server;
    };
    await seedOnce(servers, seedPort, start);
    servers.forEach(({ dataDir }, index) => {
      fs.appendFileSync(path.join(dataDir, SERVER_LOG), `${SITE_STARTING}\n`);
      start(dataDir, ports[index] ?? 0);
    });
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
