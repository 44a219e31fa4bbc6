import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import tar from 'tar-stream';
import type { Config } from '#server/config';
import { createPglite } from '#server/db/client';
import { DATA_DIR_OWN } from '#server/lib/data-dir';
import { createStorage, isPartialWrite } from '#server/lib/storage';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  MANIFEST,
  type DatabasePart,
  type Manifest,
} from './backup-manifest';
import { dumpDatabase } from './backup.repository';
import { holdPglite, requestDump } from './pglite-hold';
import { pgSession, pgliteSession } from './sql-session';

/** Files of DATA_DIR itself that a restored site needs (the rest of DATA_DIR is the database or storage). */
export const SITE_FILES = [DATA_DIR_OWN.signingSecret] as const;

export interface BackupOptions {
  /** Also the renditions (left out by default: the site makes them again on first request). */
  renditions?: boolean;
}

export interface BackupResult {
  manifest: Manifest;
  /** Files listed in storage that were deleted before they could be copied (their rows went first). */
  vanished: number;
}

/** The database as it is now, dumped into `dir`: PostgreSQL in one REPEATABLE READ transaction; PGlite by its holder. */
async function dumpInto(config: Config, dir: string): Promise<DatabasePart> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const part = await dumpDatabase(pgSession(client), dir, 'postgres');
      await client.query('COMMIT');
      return part;
    } finally {
      await client.end();
    }
  }
  // The server is running: it writes the dump from its own PGlite.
  const byServer = await requestDump(config.dataDir, path.basename(dir));
  if (byServer) return byServer;
  const pgliteDir = path.join(config.dataDir, DATA_DIR_OWN.pglite);
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`there is no database in ${pgliteDir} (is DATA_DIR the server's?)`);
  }
  // Stopped: this process opens it, holding it so that a server started meanwhile refuses to open it too.
  const hold = await holdPglite(config.dataDir);
  try {
    const pglite = await createPglite(pgliteDir);
    try {
      return await pglite.transaction((tx) => dumpDatabase(pgliteSession(tx), dir, 'pglite'));
    } finally {
      await pglite.close();
    }
  } finally {
    await hold.close();
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The tar being written, with the size and SHA-256 of every entry for the manifest. */
function archiveWriter(file: string) {
  const pack = tar.pack();
  const written = pipeline(pack, fs.createWriteStream(file, { mode: 0o600 }));
  // Awaited by finish(); an aborted archive's failure is the error that aborted it.
  written.catch(() => undefined);
  const files: Manifest['files'] = [];
  const header = (name: string, size: number) => ({ name, size, mode: 0o600, mtime: new Date() });
  return {
    files,
    async addBuffer(name: string, data: Buffer, listed = true) {
      if (listed) files.push({ path: name, size: data.length, sha256: sha256(data) });
      await new Promise<void>((resolve, reject) => {
        pack.entry(header(name, data.length), data, (error) => (error ? reject(error) : resolve()));
      });
    },
    async addStream(name: string, size: number, source: Readable) {
      const hash = createHash('sha256');
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(source, hashing, pack.entry(header(name, size)));
      files.push({ path: name, size, sha256: hash.digest('hex') });
    },
    async finish() {
      pack.finalize();
      await written;
    },
    abort(error: Error) {
      pack.destroy(error);
    },
  };
}

/**
 * `npm run backup -- <file>`: one tar holding the database (a consistent dump, taken while the
 * site runs), every stored file (renditions only if asked), the site's own files of DATA_DIR,
 * and manifest.json with the SHA-256 of each (docs/decisions/030-backups-in-one-archive.md).
 * Written beside `file` and renamed into place when complete.
 */
export async function createBackup(config: Config, file: string, options: BackupOptions = {}): Promise<BackupResult> {
  const storage = await createStorage(config);
  const name = `.backup-${randomBytes(6).toString('hex')}`;
  // PGlite's dump is written by the process holding it, into a folder of DATA_DIR it accepts.
  const staging = path.join(config.databaseUrl ? os.tmpdir() : config.dataDir, name);
  const partial = `${file}.partial`;
  let archive: ReturnType<typeof archiveWriter> | undefined;
  try {
    // The database first: files are written before their rows, so every file a row names is there later.
    const database = await dumpInto(config, staging);
    archive = archiveWriter(partial);
    for (const table of database.tables) {
      const source = path.join(staging, table.path);
      await archive.addStream(table.path, fs.statSync(source).size, fs.createReadStream(source));
    }
    let vanished = 0;
    for await (const object of storage.list('')) {
      if (isPartialWrite(object.key) || (!options.renditions && object.key.startsWith('renditions/'))) continue;
      const data = await storage.get(object.key);
      if (data) await archive.addBuffer(`storage/${object.key}`, data);
      else vanished += 1;
    }
    for (const own of SITE_FILES) {
      const source = path.join(config.dataDir, own);
      if (fs.existsSync(source)) await archive.addBuffer(`data/${own}`, fs.readFileSync(source));
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created: new Date().toISOString(),
      database,
      storage: { driver: config.s3 ? 's3' : 'disk', renditions: options.renditions ?? false },
      files: archive.files,
    };
    await archive.addBuffer(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), false);
    await archive.finish();
    fs.renameSync(partial, file);
    return { manifest, vanished };
  } catch (error) {
    archive?.abort(error as Error);
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
