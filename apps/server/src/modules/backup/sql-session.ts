import type { Readable, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * One database connection as the backup uses it, on either driver: queries, and table data in
 * PostgreSQL's COPY text format (what pg_dump writes too: every type round-trips exactly).
 */
export interface SqlSession {
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
  /** `COPY (<select>) TO STDOUT`, its rows written into `into` (ended when done). */
  copyOut(select: string, into: Writable): Promise<void>;
  /** `COPY <table> (<columns>) FROM STDIN`, its rows read from `from`. */
  copyIn(target: string, from: Readable): Promise<void>;
}

/** node-postgres: COPY streamed both ways (pg-copy-streams), so no table is held in memory. */
export function pgSession(client: pg.ClientBase): SqlSession {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      return (await client.query(text, params)).rows as R[];
    },
    async copyOut(select, into) {
      await pipeline(client.query(copyTo(`COPY (${select}) TO STDOUT`)), into);
    },
    async copyIn(target, from) {
      await pipeline(from, client.query(copyFrom(`COPY ${target} FROM STDIN`)));
    },
  };
}

/** PGlite: COPY goes through its /dev/blob device, a table at a time in memory. */
export function pgliteSession(client: PGlite | Transaction): SqlSession {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      return (await client.query<R>(text, params)).rows;
    },
    async copyOut(select, into) {
      const result = await client.query(`COPY (${select}) TO '/dev/blob'`);
      const bytes = result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
      await pipeline(
        (async function* () {
          yield bytes;
        })(),
        into,
      );
    },
    async copyIn(target, from) {
      const blob = new Blob([await buffer(from)]);
      await client.query(`COPY ${target} FROM '/dev/blob'`, [], { blob });
    },
  };
}
