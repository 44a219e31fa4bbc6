import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { runDemoSeed } from './db/seed/index';
import { DATA_DIR_OWN } from './lib/data-dir';

/** Boot steps around `buildApp`, run by server.ts (and by the test kit, which starts the app the same way). */

/** The database the config names: PostgreSQL at DATABASE_URL, or PGlite in DATA_DIR. */
export const openAppDatabase = (config: Config) =>
  openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, DATA_DIR_OWN.pglite) });

/**
 * Demo content on a first start (SEED_DEMO), then content published outside the engine gets its
 * editorial entry and the search index catches up with anything written while it was stopped.
 * Instances starting together on an empty database: one seeds, the others then find it done.
 */
export async function prepareContent(app: FastifyInstance): Promise<void> {
  const { database, config, storage, content, siteSearch } = app;
  const seed = async () => {
    await runDemoSeed({ db: database.db, config, log: app.log, storage, content });
    await content.adoptLive();
    await siteSearch.catchUp();
  };
  await (database.exclusive ? database.exclusive(seed) : seed());
  await app.contentCache.invalidate();
}
