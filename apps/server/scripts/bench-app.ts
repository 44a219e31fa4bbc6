// The benchmarks' in-process instance of the real app: started as server.ts starts it (the
// admin, then the demo content; one instance seeds, the others wait), listening on a free port.
import { buildApp } from '../src/app';
import { prepareContent } from '../src/boot';
import { ensureAdmin } from '../src/modules/users/users.bootstrap';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEFAULT_WEB_DIST } from '../src/paths';

/** The bench admin, created at start. */
export const BENCH_ADMIN = { email: 'bench-admin@atrium.test', password: 'Bench-admin-password-1!' };
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/** Demo content on PGlite in `dataDir` (no `databaseUrl`) or on that PostgreSQL database. */
export async function startBenchApp(options: { dataDir: string; databaseUrl?: string; redisUrl?: string }) {
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl ?? '',
    REDIS_URL: options.redisUrl ?? '',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    JWT_SECRET: BENCH_JWT_SECRET,
    WEB_DIST: process.env.WEB_DIST ?? DEFAULT_WEB_DIST,
  });
  const database = await openDatabase(
    options.databaseUrl ? { url: options.databaseUrl } : { pgliteDir: `${options.dataDir}/pglite` },
  );
  const app = await buildApp(config, { database, logger: false });
  await ensureAdmin(database.db, config, app.log);
  await prepareContent(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, database, base, config };
}
