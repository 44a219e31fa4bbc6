import net from 'node:net';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/support/constants';

/** The PostgreSQL run of the server tests happens when PostgreSQL answers on loopback (it does on CI). */
function postgresReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
const withPostgres = process.env.TEST_POSTGRES !== 'off' && (await postgresReachable());
if (!withPostgres) console.warn('PostgreSQL is not reachable on 127.0.0.1:5432: the server-pg project is skipped.');

/**
 * One test command for the whole repository (`npm test`):
 * - shared: pure rules and the locale completeness check
 * - server: API through app.inject and real HTTP, each file on a fresh PGlite
 * - server-pg: the same database tests against PostgreSQL (skipped when it is unreachable)
 * - web: component tests in jsdom; web-unit: the web's *.unit.test.ts rules, in node
 * - e2e: Playwright driving Debian's chromium against the built site
 */
/** The apps' import aliases (tsconfig.json's paths), for every project. */
const resolve = {
  alias: [
    { find: /^#web\//, replacement: `${import.meta.dirname}/apps/web/src/` },
    { find: /^#server\//, replacement: `${import.meta.dirname}/apps/server/src/` },
  ],
};

/** Server test files that replace one of the app's modules with vi.mock (they run isolated). */
const MOCKING = ['apps/server/src/modules/auth/auth.hashing.test.ts', 'apps/server/src/modules/uploads/media.test.ts'];

/**
 * The server's test files, each on an app and a database of its own. One worker runs file after
 * file on the modules it has imported (isolate: false): importing the whole app afresh for each
 * file cost more than most files' tests.
 */
const serverFiles = { environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 60_000 } as const;

export default defineConfig({
  resolve,
  test: {
    // Two test files at a time even on two cores (Vitest's default there is one): most of the
    // suite waits on databases, server processes and the browser rather than computing.
    maxWorkers: 2,
    projects: [
      { resolve, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        resolve,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: MOCKING,
          ...serverFiles,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      {
        // A file that replaces a module (vi.mock) needs a module registry of its own.
        resolve,
        test: {
          name: 'server-mocked',
          include: MOCKING,
          ...serverFiles,
          isolate: true,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      ...(withPostgres
        ? [
            {
              resolve,
              test: {
                name: 'server-pg',
                include: ['apps/server/src/**/*.test.ts'],
                exclude: ['apps/server/src/**/*.unit.test.ts', 'apps/server/src/**/*.pglite.test.ts', ...MOCKING],
                ...serverFiles,
                env: { TEST_DATABASE: 'postgres' },
                globalSetup: ['apps/server/src/test/postgres-template.ts'],
              },
            },
          ]
        : []),
      {
        // Operations: real server processes, S3, Redis and PostgreSQL outages, shutdown under load.
        // Each file starts its own PostgreSQL, Redis and mail catcher, so it runs beside the others
        // (mostly waiting on processes) rather than alone after the browser tests.
        resolve,
        test: {
          name: 'ops',
          include: ['apps/server/src/ops/**/*.ops.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['apps/web/src/**/*.unit.test.ts'],
          environment: 'jsdom',
          // A file's first test also pays for importing the app and its lazily loaded parts, which
          // took more than Vitest's default 5 s on a loaded two-core CI machine, and up to 20 s
          // beside other work (issue 43, item 12): an outcome awaited, not a speed asserted.
          testTimeout: 30_000,
          // One jsdom and one module registry a worker, file after file (importing React, MUI and
          // the app again for each file cost more than most files' tests); clean-document.ts
          // leaves a blank page between files.
          isolate: false,
          // The network: MSW, with a handler per call a test makes (apps/web/src/test/msw.ts).
          setupFiles: [
            'apps/web/src/test/clean-document.ts',
            'apps/web/src/test/dialog.ts',
            'apps/web/src/test/msw.ts',
          ],
        },
      },
      {
        // Web rules with no DOM: jsdom's start costs about 2 s a file, node's nothing.
        resolve,
        test: { name: 'web-unit', include: ['apps/web/src/**/*.unit.test.ts'], environment: 'node' },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/server-ready.ts'],
          // A journey (sign up, export, delete, sign up again) took 40–50 s beside a CPU-heavy
          // process on two cores: twice that, so that a busier machine does not fail it.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // What a poll waits for in the browser (a rendition made on demand, a transition) takes
          // seconds while the other worker's browser runs too: Vitest's 1 s default is too short.
          expect: { poll: { timeout: 10_000 } },
          // After the other projects (their tests would slow the browser's), two files at a time,
          // each worker against a server of its own (e2e/support/global-setup.ts).
          sequence: { groupOrder: 1 },
          maxWorkers: E2E_WORKERS,
        },
      },
    ],
  },
});
