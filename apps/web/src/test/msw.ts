import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The network of every web test (a setupFiles entry of the web project). No handler is on by
 * default: a test adds its features' handlers with `server.use(...)`, and a request none of them
 * answers fails (an error in the output and a rejected fetch) instead of passing unnoticed.
 * Relative URLs (`/api/...`, as lib/api builds them) resolve against jsdom's location, and so
 * do the handlers' paths.
 */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Each test starts from no handlers and no listeners: nothing one test set up leaks into the next.
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
