import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

/** The PostgreSQL server tests use when the server-pg project runs them (CI has it on loopback). */
export const TEST_POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const usesPostgres = () => process.env.TEST_DATABASE === 'postgres';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, in the server-pg
 * project, a new PostgreSQL database (a copy of the migrated template) dropped again on close.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (!usesPostgres()) {
    const template = inject('pgliteTemplate');
    return openDatabase(template ? { pgliteTemplate: new Blob([fs.readFileSync(template)]) } : {});
  }
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
