import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './redis';

const run = promisify(execFile);

/** The newest installed PostgreSQL's binaries (Debian puts them under /usr/lib/postgresql/<major>/bin). */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const majors = fs
    .readdirSync(root)
    .filter((d) => fs.existsSync(path.join(root, d, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : undefined;
}

/** initdb refuses root: as root, the server runs as the `postgres` user. */
const asPostgres = (bin: string, args: string[]) =>
  process.getuid?.() === 0 ? (['runuser', ['-u', 'postgres', '--', bin, ...args]] as const) : ([bin, args] as const);

export interface PrivatePostgres {
  /** postgres://…/postgres on the private server. */
  adminUrl: string;
  port: number;
  /** Immediate shutdown: every connection drops at once, as in a crash; committed work survives (WAL). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`, as an operator restarts it: every session ends with 57P01, then it starts again. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (initdb in a temp dir, random loopback port), so a test
 * may stop and restart it without touching the machine's shared one. Undefined when the binaries
 * are missing.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres | undefined> {
  const bin = postgresBin();
  if (!bin) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const { stdout: g } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, uid, Number(g.trim()));
  }
  const port = await freePort();
  const [initCmd, initArgs] = asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  await run(initCmd, [...initArgs]);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    // Durable across a server crash (WAL), not across a machine crash: enough for a test.
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  const pgCtl = (args: string[]) => {
    const [cmd, a] = asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
    return run(cmd, [...a], { timeout: 60_000 });
  };
  const start = async () => {
    await pgCtl(['-w', '-l', path.join(dir, 'log'), '-o', options, 'start']);
  };
  const stop = async () => {
    await pgCtl(['-w', '-m', 'immediate', 'stop']).catch(() => {});
  };
  await start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    restart: async () => {
      await pgCtl(['-w', '-m', 'fast', '-l', path.join(dir, 'log'), '-o', options, 'restart']);
    },
    close: async () => {
      await pgCtl(['-w', '-m', 'fast', 'stop']).catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
