import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '../paths';
import { scopedDb } from './scoped-db';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** PostgreSQL only: the connection pool's state (for /api/metrics). */
  poolStats?: () => { max: number; total: number; idle: number; waiting: number };
  /** PostgreSQL only: runs fn while no other instance runs start-up work (advisory lock). */
  exclusive?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** PGlite only: the whole database as a tarball (a test template). */
  dump?: () => Promise<Blob | File>;
  /** PGlite only: the client itself, for what drizzle does not do (a backup's COPY: modules/backup). */
  pglite?: PGlite;
  close(): Promise<void>;
}

const migrationsFolder = MIGRATIONS_DIR;
/** Serializes migrations when several instances start at once against one PostgreSQL. */
const MIGRATION_LOCK_ID = 727_001;
/** Serializes start-up work that writes (demo content) between instances starting at once. */
const STARTUP_LOCK_ID = 727_002;

export interface DatabaseOptions {
  /** postgres://… selects node-postgres; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  pgliteDir?: string;
  /** An in-memory PGlite starts from this dump (tests: a migrated template skips initdb). */
  pgliteTemplate?: Blob;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.pgliteDir, options.pgliteTemplate);
}

/** A PGlite in `dir` (in memory without one) with the extensions the migrations use, not migrated. */
export async function createPglite(dir: string | undefined, template?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const options = { extensions: { pg_trgm }, ...(template && !dir ? { loadDataDir: template } : {}) };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  return client;
}

async function openPglite(dir: string | undefined, template?: Blob): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await createPglite(dir, template);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: scopedDb(db),
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
    pglite: client,
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { createPostgresPool, POOL_MAX } = await import('./postgres-pool');
  const pool = createPostgresPool(url);
  const db = drizzle({ client: pool, schema });
  try {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrate(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      lock.release();
    }
  } catch (error) {
    // Not reached or failed: the start tries again with a new pool (db/wait-for-database.ts), or stops.
    await pool.end().catch(() => {});
    throw error;
  }
  return {
    db: scopedDb(db),
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ max: POOL_MAX, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    exclusive: async (fn) => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        return await fn();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}
