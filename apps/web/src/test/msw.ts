import { setupServer, type SetupServer } from 'msw/node';
import { afterEach, beforeAll } from 'vitest';

/**
 * The network of every web test (a setupFiles entry of the web project). No handler is on by
 * default: a test adds its features' handlers with `server.use(...)`, and a request none of them
 * answers fails (an error in the output and a rejected fetch) instead of passing unnoticed.
 * Relative URLs (`/api/...`, as lib/api builds them) resolve against jsdom's location, and so
 * do the handlers' paths.
 *
 * One server for the worker, listening until it ends: the test files share its modules
 * (isolate: false), and this file runs again for each of them, while a helper module imported
 * once keeps the instance it first saw.
 */
const worker = globalThis as { atriumMsw?: SetupServer };
const started = Boolean(worker.atriumMsw);
export const server = (worker.atriumMsw ??= setupServer());

beforeAll(() => {
  if (!started) server.listen({ onUnhandledRequest: 'error' });
});
// Each test starts from no handlers and no listeners: nothing one test set up leaks into the next.
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
