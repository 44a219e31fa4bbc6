import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openAppDatabase, prepareContent } from './boot';
import { DatabaseStartError, openWhenReachable } from './db/wait-for-database';
import { loggerOptions } from './lib/logger';
import { listenWhileStarting } from './starting-server';

/**
 * Boots: listens at once with the start-up answers (starting-server.ts), opens the database
 * (waiting for it up to DB_CONNECT_TIMEOUT), builds the app, creates the first admin, seeds the
 * demo content; then hands the port to the app, prints the first admin's credentials once, and
 * shuts down gracefully.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = performance.now();
  // The embedded database is this process's alone while it runs (a second opener would corrupt it).
  const hold = config.databaseUrl ? undefined : await holdPgliteFor(config.dataDir);
  // The app's own logger comes with it; this one speaks until then, in the same JSON lines.
  const log = pino(loggerOptions({ level: config.logLevel }));
  const starting = await listenWhileStarting(config.port, config.host);
  // Open the database (PGlite compiles its WebAssembly) while the app's modules load.
  const opening = openWhenReachable(() => openAppDatabase(config), {
    timeoutMs: config.dbConnectTimeoutSeconds * 1000,
    log,
  }).catch((err: unknown) => {
    if (!(err instanceof DatabaseStartError)) throw err;
    // The message says it all: no stack trace.
    log.fatal(`${err.message}; stopping`);
    process.exit(1);
  });
  const [{ buildApp }, { ensureAdmin }] = await Promise.all([
    import('./app'),
    import('./modules/users/users.bootstrap'),
  ]);
  const database = await opening;
  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => database.close());
  // From now on `npm run backup` gets its dump of PGlite from this process.
  hold?.serve(database);
  app.addHook('onClose', async () => hold?.close());
  const bootstrap = await ensureAdmin(database.db, config, app.log);
  await prepareContent(app);
  await app.ready();
  // The port passes from the start-up answers to the app: freed and taken again at once.
  const handedOver = starting.close();
  await app.listen({ port: config.port, host: config.host });
  await handedOver;
  app.log.info({ ms: Math.round(performance.now() - started), url: config.publicUrl }, 'ready');

  const created = bootstrap.created;
  if (created?.password) {
    // Printed once: the account is created only when no admin exists.
    console.log(
      `\n  Atrium admin account created (shown only now, keep it safe):\n    e-mail:   ${created.email}\n    password: ${created.password}\n    sign in at ${config.publicUrl}/ko/signin\n`,
    );
  }
  console.log(`  Atrium is running at ${config.publicUrl}/\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => process.exit(1), 25_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** DATA_DIR's PGlite for this process; exits when another process holds it. */
async function holdPgliteFor(dataDir: string) {
  const { holdPglite, DataDirInUse } = await import('./modules/backup/pglite-hold');
  try {
    return await holdPglite(dataDir);
  } catch (err) {
    if (err instanceof DataDirInUse) {
      console.error(`${err.message}: stop it first`);
      process.exit(1);
    }
    // Still started: only a backup while it runs needs the socket (it says so then).
    console.warn(
      `DATA_DIR/pglite.sock could not be opened (${(err as Error).message}): backups need the server stopped`,
    );
    return undefined;
  }
}

void main();
