import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { BackupError, type DatabasePart } from './backup-manifest';
import { journal } from './migrations-to';
import type { SqlSession } from './sql-session';

/**
 * The backup's SQL (docs/decisions/030-backups-in-one-archive.md): the public schema's tables
 * written and loaded in COPY text format, on either driver, and the checks of a restore's target.
 */

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (table: string) => `public.${ident(table)}`;

/** Counts the rows of a COPY text stream as it passes (one line a row: newlines in values are escaped). */
function rowCounter() {
  let rows = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (const byte of chunk) if (byte === 10) rows += 1;
      done(null, chunk);
    },
  });
  return { counter, rows: () => rows };
}

/** Tables in an order that loads: each after the tables its foreign keys point to. */
function loadOrder(tables: string[], references: Array<{ child: string; parent: string }>): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)));
    if (ready.length === 0) {
      const stuck = tables.filter((t) => !placed.has(t)).join(', ');
      throw new BackupError(
        `the foreign keys of these tables form a cycle, so they cannot be loaded in turn: ${stuck}`,
      );
    }
    for (const t of ready) {
      placed.add(t);
      ordered.push(t);
    }
  }
  return ordered;
}

/**
 * Writes every table of the public schema into `dir` (one gzipped COPY file each) and answers
 * what was written. Run in one transaction that sees one snapshot (REPEATABLE READ on
 * PostgreSQL; PGlite's transaction holds every other query back), so the tables agree.
 */
export async function dumpDatabase(
  session: SqlSession,
  dir: string,
  kind: DatabasePart['kind'],
): Promise<DatabasePart> {
  const tables = await session.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const references = await session.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
     JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = k.connamespace
     WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const sequences = await session.query<{ name: string; value: string | number }>(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
     WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY sequencename`,
  );
  // Asked first: a failed query would end PostgreSQL's transaction.
  const [journalTable] = await session.query<{ present: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  const [applied] = journalTable?.present
    ? await session.query<{ created_at: string | number }>(
        'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
      )
    : [];
  const createdAt = applied ? Number(applied.created_at) : undefined;

  fs.mkdirSync(path.join(dir, 'database'), { recursive: true });
  const part: DatabasePart = {
    kind,
    migration:
      createdAt === undefined ? null : { createdAt, tag: journal().find((m) => m.when === createdAt)?.tag ?? null },
    tables: [],
    sequences: sequences.map((s) => ({ name: s.name, value: String(s.value) })),
  };
  for (const name of loadOrder(
    tables.map((t) => t.name),
    references,
  )) {
    const columns = (
      await session.query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute
         WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
         ORDER BY attnum`,
        [qualified(name)],
      )
    ).map((c) => c.name);
    const file = `database/${name}.copy.gz`;
    const { counter, rows } = rowCounter();
    const gzip = createGzip();
    const written = pipeline(counter, gzip, fs.createWriteStream(path.join(dir, file)));
    try {
      await session.copyOut(`SELECT ${columns.map(ident).join(', ')} FROM ${qualified(name)}`, counter);
    } catch (error) {
      counter.destroy(error as Error);
      await written.catch(() => undefined);
      throw error;
    }
    await written;
    part.tables.push({ name, columns, rows: rows(), path: file });
  }
  return part;
}

/**
 * Loads the tables of a dump (files in `dir`) into a database whose schema is at the dump's
 * migration, checks each table's row count, and sets the sequences where they were. The caller
 * runs it in one transaction, so a failed load leaves nothing behind.
 */
export async function loadDatabase(session: SqlSession, dir: string, part: DatabasePart): Promise<void> {
  for (const table of part.tables) {
    const source = fs.createReadStream(path.join(dir, table.path)).pipe(createGunzip());
    try {
      await session.copyIn(`${qualified(table.name)} (${table.columns.map(ident).join(', ')})`, source);
    } catch (error) {
      throw new BackupError(`table ${table.name} does not load: ${(error as Error).message}`);
    }
    const [loaded] = await session.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${qualified(table.name)}`);
    if (Number(loaded?.n) !== table.rows) {
      throw new BackupError(`table ${table.name} loaded ${String(loaded?.n)} rows of ${table.rows}`);
    }
  }
  for (const s of part.sequences) {
    await session.query(`SELECT setval($1::regclass, $2::bigint, true)`, [qualified(s.name), s.value]);
  }
}

/** Sessions on the same database other than this one (a server still running on it). */
export async function otherSessions(session: SqlSession): Promise<number> {
  const [row] = await session.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return Number(row?.n ?? 0);
}

/** Tables, views and sequences of the app's schemas (public, and drizzle's migration journal). */
export async function schemaObjects(session: SqlSession): Promise<number> {
  const [row] = await session.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
  );
  return Number(row?.n ?? 0);
}

/** Drops everything of the app's schemas (a forced restore), leaving an empty public schema. */
export async function emptySchemas(session: SqlSession): Promise<void> {
  await session.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await session.query('DROP SCHEMA IF EXISTS public CASCADE');
  await session.query('CREATE SCHEMA public');
}

/** Applies the migrations of `folder` (drizzle's layout) to the database behind the client. */
export async function migrateWith(
  client: { pglite: PGlite } | { pg: pg.Client },
  migrationsFolder: string,
): Promise<void> {
  if ('pglite' in client) {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(drizzle({ client: client.pglite }), { migrationsFolder });
  } else {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(drizzle({ client: client.pg }), { migrationsFolder });
  }
}
