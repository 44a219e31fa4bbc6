import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '#server/db/client';
import { DATA_DIR_OWN } from '#server/lib/data-dir';
import { BackupError, databasePartSchema, type DatabasePart } from './backup-manifest';
import { dumpDatabase } from './backup.repository';
import { pgliteSession } from './sql-session';

/**
 * PGlite is a database inside one process, and nothing stops a second process from opening its
 * directory too, which corrupts it. The process that opens DATA_DIR/pglite (the server, or a
 * backup or restore while it is stopped) first listens on DATA_DIR/pglite.sock; whoever finds
 * that socket answering keeps off. Through it the running server also writes a consistent dump
 * for `npm run backup` (docs/decisions/030-backups-in-one-archive.md).
 */
const socketOf = (dataDir: string) => path.join(dataDir, DATA_DIR_OWN.pgliteSocket);

/** True when a process answers on the socket (a stale file of a process that died does not). */
function answers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socket);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

export class DataDirInUse extends BackupError {
  constructor(dataDir: string) {
    super(`another process (a running server, a backup or a restore) holds the database in ${dataDir}`);
  }
}

interface Request {
  /** A folder directly inside DATA_DIR to write the dump into. */
  dump?: string;
}

export interface PgliteHold {
  /** From now on, answers dump requests from this database (the server, once it has opened it). */
  serve(database: Database): void;
  close(): Promise<void>;
}

/** Takes DATA_DIR's PGlite for this process, or throws DataDirInUse. */
export async function holdPglite(dataDir: string): Promise<PgliteHold> {
  const socket = socketOf(dataDir);
  if (await answers(socket)) throw new DataDirInUse(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.rmSync(socket, { force: true });
  let database: Database | undefined;
  // One dump at a time; each holds PGlite's other queries back while it runs anyway.
  let queue: Promise<unknown> = Promise.resolve();
  const answer = async (line: string): Promise<object> => {
    const request = JSON.parse(line) as Request;
    const name = request.dump ?? '';
    if (!/^\.backup-[a-z0-9]+$/.test(name)) return { error: 'unknown request' };
    const pglite = database?.pglite;
    if (!pglite) return { error: 'the server is still starting: try again in a moment' };
    const dir = path.join(dataDir, name);
    const part = await pglite.transaction((tx) => dumpDatabase(pgliteSession(tx), dir, 'pglite'));
    return { database: part };
  };
  const server = net.createServer((connection) => {
    let buffered = '';
    connection.setEncoding('utf8');
    connection.on('error', () => connection.destroy());
    connection.on('data', (chunk: string) => {
      if (buffered.includes('\n')) return;
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      const line = buffered.slice(0, end);
      const job = queue.then(() => answer(line));
      queue = job.catch(() => undefined);
      void job
        .catch((error: unknown) => ({ error: (error as Error).message }))
        .then((reply) => connection.end(`${JSON.stringify(reply)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  // Only the owner (who can read DATA_DIR anyway) may ask for a dump.
  fs.chmodSync(socket, 0o600);
  return {
    serve(db) {
      database = db;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks the process holding DATA_DIR's PGlite to dump it into DATA_DIR/<folder>: the dump's
 * description, or undefined when no process holds it.
 */
export async function requestDump(dataDir: string, folder: string): Promise<DatabasePart | undefined> {
  const socket = socketOf(dataDir);
  const reply = await new Promise<string | undefined>((resolve, reject) => {
    let text = '';
    const connection = net.connect(socket);
    connection.setEncoding('utf8');
    connection.once('connect', () => connection.write(`${JSON.stringify({ dump: folder })}\n`));
    connection.on('data', (chunk: string) => {
      text += chunk;
    });
    connection.once('end', () => resolve(text));
    connection.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
  if (reply === undefined) return undefined;
  const answer = JSON.parse(reply) as { database?: unknown; error?: string };
  if (answer.error !== undefined)
    throw new BackupError(`the running server could not dump its database: ${answer.error}`);
  return databasePartSchema.parse(answer.database);
}
