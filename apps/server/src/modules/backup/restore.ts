import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import tar from 'tar-stream';
import type { Config } from '#server/config';
import { createPglite } from '#server/db/client';
import { DATA_DIR_OWN } from '#server/lib/data-dir';
import { contentTypeOf, createStorage, isSafeKey, type Storage } from '#server/lib/storage';
import { BackupError, MANIFEST, manifestSchema, type DatabasePart, type Manifest } from './backup-manifest';
import { SITE_FILES } from './backup';
import { emptySchemas, loadDatabase, migrateWith, otherSessions, schemaObjects } from './backup.repository';
import { migrationsUpTo } from './migrations-to';
import { holdPglite, type PgliteHold } from './pglite-hold';
import { pgSession, pgliteSession } from './sql-session';

export interface RestoreOptions {
  /** Replace a database that is not empty, and write over files already there. */
  force?: boolean;
}

/** Each entry of the archive in turn; `visit` reads the entry's stream to its end. */
async function eachEntry(
  file: string,
  visit: (name: string, entry: AsyncIterable<unknown>) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), extract);
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) {
      await visit(entry.header.name, entry);
    }
    await reading;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable backup archive: ${(error as Error).message}`);
  }
}

const TABLE_PATH = /^database\/[a-z0-9_]+\.copy\.gz$/;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** What an entry's path may be: a table's dump, a storage key, or one of the site's files. */
function checkPath(name: string, database: DatabasePart): void {
  const ok =
    (TABLE_PATH.test(name) && database.tables.some((t) => t.path === name)) ||
    (name.startsWith('storage/') && isSafeKey(name.slice('storage/'.length))) ||
    (name.startsWith('data/') && (SITE_FILES as readonly string[]).includes(name.slice('data/'.length)));
  if (!ok) throw new BackupError(`the archive holds an entry no backup writes: ${name}`);
}

/**
 * The first reading: every entry's bytes against the manifest's SHA-256 and size, before anything
 * is written where the site lives; the table dumps are kept in `staging` for the load.
 */
async function verifyArchive(file: string, staging: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  await eachEntry(file, async (name, entry) => {
    const data = await buffer(entry);
    if (name === MANIFEST) {
      manifestText = data.toString('utf8');
      return;
    }
    seen.set(name, { size: data.length, sha256: sha256(data) });
    if (TABLE_PATH.test(name)) {
      fs.mkdirSync(path.join(staging, 'database'), { recursive: true });
      fs.writeFileSync(path.join(staging, name), data);
    }
  });
  if (manifestText === undefined) throw new BackupError(`${file} has no ${MANIFEST}: it is not a complete backup`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch (error) {
    throw new BackupError(`${file}'s ${MANIFEST} is not one this release reads: ${(error as Error).message}`);
  }
  for (const listed of manifest.files) {
    checkPath(listed.path, manifest.database);
    const found = seen.get(listed.path);
    if (!found) throw new BackupError(`the archive lacks ${listed.path}, which its manifest lists`);
    if (found.size !== listed.size || found.sha256 !== listed.sha256) {
      throw new BackupError(`${listed.path} does not match its checksum: the archive is damaged`);
    }
    seen.delete(listed.path);
  }
  const unlisted = [...seen.keys()][0];
  if (unlisted !== undefined) throw new BackupError(`the archive holds ${unlisted}, which its manifest does not list`);
  for (const table of manifest.database.tables) {
    if (!manifest.files.some((f) => f.path === table.path))
      throw new BackupError(`the manifest lists no file for ${table.name}`);
  }
  return manifest;
}

/** The database a restore writes into, checked and made ready to load. */
interface Target {
  /** What it already holds (empty when nothing). */
  contents(): Promise<string[]>;
  /** Empties it (--force). */
  clear(): Promise<void>;
  /** Tables made as they were at the dump's migration, then the rows loaded in one transaction. */
  load(migrations: string, staging: string, part: DatabasePart): Promise<void>;
  close(): Promise<void>;
}

async function postgresTarget(url: string): Promise<Target> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const session = pgSession(client);
  const others = await otherSessions(session);
  if (others > 0) {
    await client.end();
    throw new BackupError(
      `other sessions are connected to the database (${others}): stop the servers before restoring`,
    );
  }
  return {
    async contents() {
      const n = await schemaObjects(session);
      return n > 0 ? [`the database holds ${n} tables and sequences`] : [];
    },
    clear: () => emptySchemas(session),
    async load(migrations, staging, part) {
      await migrateWith({ pg: client }, migrations);
      await client.query('BEGIN');
      try {
        await loadDatabase(session, staging, part);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    close: () => client.end(),
  };
}

async function pgliteTarget(dataDir: string, hold: PgliteHold): Promise<Target> {
  const dir = path.join(dataDir, DATA_DIR_OWN.pglite);
  return {
    async contents() {
      return fs.existsSync(dir) && fs.readdirSync(dir).length > 0 ? [`${dir} holds a database`] : [];
    },
    async clear() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
    async load(migrations, staging, part) {
      const pglite = await createPglite(dir);
      try {
        await migrateWith({ pglite }, migrations);
        await pglite.transaction((tx) => loadDatabase(pgliteSession(tx), staging, part));
      } finally {
        await pglite.close();
      }
    },
    close: () => hold.close(),
  };
}

/** What storage and DATA_DIR already hold of what a restore writes. */
async function filesThere(storage: Storage, dataDir: string): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list('')) {
    found.push(`storage holds files (${object.key}, …)`);
    break;
  }
  for (const own of SITE_FILES) {
    if (fs.existsSync(path.join(dataDir, own))) found.push(`${path.join(dataDir, own)} exists`);
  }
  return found;
}

/**
 * `npm run restore -- <file>`: checks every entry of the archive against its manifest, then
 * writes the database (into an empty PostgreSQL database, or DATA_DIR/pglite) and the files
 * (into the storage the settings name, disk or S3, and DATA_DIR). A target that holds anything
 * is refused unless `force`. The servers must be stopped; their next start applies any newer
 * migrations.
 */
export async function restoreBackup(config: Config, file: string, options: RestoreOptions = {}): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-restore-'));
  try {
    const manifest = await verifyArchive(file, staging);
    const { migration } = manifest.database;
    if (!migration) throw new BackupError('the archive holds a database that no migration was applied to');
    const migrations = migrationsUpTo(migration.createdAt, path.join(staging, 'migrations'));

    const storage = await createStorage(config);
    const target = config.databaseUrl
      ? await postgresTarget(config.databaseUrl)
      : await pgliteTarget(config.dataDir, await holdPglite(config.dataDir));
    try {
      const there = [...(await target.contents()), ...(await filesThere(storage, config.dataDir))];
      if (there.length > 0 && !options.force) {
        throw new BackupError(
          `the target is not empty: ${there.join('; ')}. Restore into an empty DATA_DIR and database, or add --force to replace them`,
        );
      }
      if (there.length > 0) await target.clear();
      try {
        await target.load(migrations, staging, manifest.database);
      } catch (error) {
        // The database was empty (or emptied) before: leave it so, and a second try needs no --force.
        await target.clear().catch(() => undefined);
        throw error;
      }

      // The second reading writes the files, checking each against the manifest again.
      const expected = new Map(manifest.files.map((f) => [f.path, f.sha256]));
      await eachEntry(file, async (name, entry) => {
        const data = await buffer(entry);
        if (!name.startsWith('storage/') && !name.startsWith('data/')) return;
        if (expected.get(name) !== sha256(data)) throw new BackupError(`${name} changed since it was checked`);
        if (name.startsWith('storage/')) {
          const key = name.slice('storage/'.length);
          await storage.put(key, data, contentTypeOf(key));
        } else {
          fs.mkdirSync(config.dataDir, { recursive: true });
          fs.writeFileSync(path.join(config.dataDir, name.slice('data/'.length)), data, { mode: 0o600 });
        }
      });
    } finally {
      await target.close();
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
