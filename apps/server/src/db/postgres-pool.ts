import pg from 'pg';

/** Connections an instance holds at most (for /api/metrics too). */
export const POOL_MAX = 10;

/**
 * node-postgres's pool, made safe for a database that restarts (57P01 to every connection;
 * docs/decisions/029-start-before-the-database.md):
 *
 * - A client that loses its connection emits 'error', idle in the pool or checked out between
 *   two queries of a transaction; unheard, either crashes the process. Every client and the pool
 *   have a listener. The query that follows fails (a 503 with Retry-After: lib/db-unavailable.ts).
 * - A checked-out client whose connection died goes back to the pool at once, which drops it.
 *   Its holder may never give it back: drizzle's transaction() runs BEGIN before the try whose
 *   finally releases the client, so a BEGIN failing on a dead connection left the client out
 *   for good, and a few of those exhausted the pool (every later request timed out). The
 *   holder's own release() afterwards does nothing.
 */
export function createPostgresPool(url: string, max = POOL_MAX): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  // An idle client's loss: the pool has already dropped it.
  pool.on('error', () => {});
  pool.on('connect', (client) =>
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => {};
      // With the error: the pool ends the client and opens a new one for whoever waits.
      release(err);
    }),
  );
  return pool;
}
