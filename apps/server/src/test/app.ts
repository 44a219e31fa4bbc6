import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import type { LogSettings } from '../lib/logger';
import { prepareContent } from '../boot';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { ensureAdmin } from '../modules/users/users.bootstrap';
import { openTestDatabase } from './database';

/**
 * The app as server.ts starts it, on a database the test opened: built, the first admin made,
 * the content prepared (SEED_DEMO is off in tests). Also for a second instance or a restart.
 */
export async function bootApp(config: Config, options: BuildOptions) {
  const app = await buildApp(config, options);
  const bootstrap = await ensureAdmin(options.database.db, config, app.log);
  await prepareContent(app);
  return Object.assign(app, { bootstrap });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database and a temporary DATA_DIR. `env` adds settings as the
 * environment would give them; the web build is not needed (a minimal shell stands in).
 * `logger`: the app's log lines (silent unless given, e.g. a stream a test reads).
 */
export async function createTestApp(env: Record<string, string> = {}, logger?: LogSettings): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://atrium.test',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openTestDatabase();
  const app = await bootApp(config, { database, logger: logger ?? false });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
