import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../modules/users/password-hash';
import { TEST_POSTGRES_ADMIN_URL } from './database';
import { freePort } from './redis';
import { PATIENCE_MS, waitUntil } from './wait-until';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/src/server.ts');

/** True when the machine's PostgreSQL answers on loopback (the ops tests that need it skip otherwise). */
export async function postgresReachable(url = TEST_POSTGRES_ADMIN_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** A fresh, empty database of the test's own on the given server; dropped by drop(). */
export async function createPgDatabase(adminUrl = TEST_POSTGRES_ADMIN_URL) {
  const name = `atrium_ops_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<R>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
export type PgDatabase = Awaited<ReturnType<typeof createPgDatabase>>;

/** Inserts a member straight into the database; returns the e-mail and password. */
export async function insertMember(db: PgDatabase, role: 'USER' | 'MANAGER' | 'ADMIN' = 'USER') {
  const email = `ops${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Correct!Horse9';
  await db.query(`insert into users (email, password_hash, name, role) values ($1, $2, 'Ops Member', $3)`, [
    email,
    await hashPassword(password),
    role,
  ]);
  return { email, password };
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed (JSON log lines and the banner). */
  output(): string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited: Promise<number | null>;
}

/**
 * How long a server may take to answer /api/ready once spawned. A first start on an empty
 * database migrates, and may write the demo content; on a busy two-core machine, with the other
 * test files' servers and browsers starting beside it, that took more than the minute it once had.
 * A stuck server still fails, with its output; a server that exits fails at once.
 */
const SERVER_START_MS = 300_000;

/** A hook's or a test's timeout when it starts `servers` servers one after another, then works for `restMs`. */
export const startingServers = (servers: number, restMs = 2 * PATIENCE_MS) => servers * SERVER_START_MS + restMs;

/**
 * What startServer waits for: `ready`, the app started (/api/ready 200); `health`, the process
 * listening (/api/health 200: it answers so while it waits for its database); `nothing`.
 */
type StartedWhen = 'ready' | 'health' | 'nothing';

/**
 * The real server (`src/server.ts`, as `npm start` runs it, through tsx) in a process of its own
 * on a free loopback port; resolves once it has started (`waitFor`).
 */
export async function startServer(
  env: Record<string, string>,
  { waitFor = 'ready' }: { waitFor?: StartedWhen } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-ops-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  const probe = `/api/${waitFor}`;
  const state =
    waitFor === 'nothing'
      ? 'spawned'
      : await waitUntil(
          `the server answering ${probe}`,
          async () => {
            if (child.exitCode !== null) return 'exited';
            return fetch(url + probe).then(
              (r) => r.ok && 'started',
              () => false, // not listening yet
            );
          },
          { withinMs: SERVER_START_MS },
        ).catch(() => 'late' as const);
  if (state === 'exited') throw new Error(`server exited at start (${child.exitCode}):\n${output}`);
  if (state === 'late') {
    child.kill('SIGKILL');
    throw new Error(`server did not answer ${probe} within ${SERVER_START_MS / 1000} s:\n${output}`);
  }
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** JSON calls as a browser at `ip` makes them (the servers trust X-Forwarded-For here). */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { ip?: string; body?: unknown; token?: string; lang?: string; ifMatch?: string } = {},
) {
  const res = await fetch(base + url, {
    method,
    headers: {
      'x-forwarded-for': options.ip ?? '192.0.2.1',
      'accept-language': options.lang ?? 'en',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON (HTML, empty 204)
  }
  return { status: res.status, json, text, headers: res.headers };
}

let ipCounter = 0;
/** A distinct client address per call (TEST-NET-3), so one test's limits do not touch another's. */
export const freshIp = () => {
  ipCounter += 1;
  return `203.0.113.${(ipCounter % 250) + 1}`;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
