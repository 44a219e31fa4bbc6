import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyError } from 'fastify';
import { isDatabaseUnavailable } from '#server/lib/db-unavailable';
import { toAppError } from '#server/lib/error-body';
import { openTestDatabase, TEST_POSTGRES_ADMIN_URL, usesPostgres } from '#server/test/database';
import { createPostgresPool } from './postgres-pool';

/** What node-postgres answers a query with. */
type Rows<T> = { rows: T[] };

/** PostgreSQL ends a connection (57P01, as on a restart) while a request holds it inside a transaction. */
describe.skipIf(!usesPostgres())('a connection the database ends mid-transaction', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('fails that request as unavailable, keeps the process up, and the next request gets a new connection', async () => {
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      const failed = await database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as Rows<{ pid: number }>;
          // Ended from outside while this client is checked out and idle in its transaction: it
          // hears 57P01 as an 'error' event, with no query of its own running.
          await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failed).not.toBeNull();
      expect(isDatabaseUnavailable(failed)).toBe(true);
      // What the request that ran it answers: 503, to retry in 5 s (plugins/errors.ts sends Retry-After).
      const answer = toAppError(failed as FastifyError);
      expect(answer.status).toBe(503);
      expect(answer.extra.retryAfterSeconds).toBe(5);
      // The pool dropped the broken client: the next query runs on a new connection.
      const { rows } = (await database.db.execute(sql`select 1 as one`)) as unknown as Rows<{ one: number }>;
      expect(rows[0]?.one).toBe(1);
    } finally {
      await admin.end();
    }
  });

  it('takes back a checked-out client whose connection died although its holder never gives it back', async () => {
    // drizzle's transaction() leaves the client out when BEGIN fails on a dead connection (postgres-pool.ts).
    const pool = createPostgresPool(database.url!, 1);
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
    await admin.connect();
    const held = await pool.connect();
    let given = false;
    try {
      const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      // The pool's only connection is that one: without it back, this waits 5 s and fails.
      const after = await pool.query<{ one: number }>('select 1 as one');
      expect(after.rows[0]?.one).toBe(1);
      // The holder's late release harms nothing.
      held.release();
      given = true;
      expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
    } finally {
      if (!given) held.release();
      await admin.end();
      await pool.end();
    }
  });
});
