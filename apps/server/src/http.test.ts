import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openTestDatabase } from './test/database';
import type { Database } from './db/client';

/** Over real HTTP: compression on the wire and a graceful shutdown that finishes requests in flight. */
describe('over HTTP', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('finishes a request in flight when the server shuts down, and refuses new ones', async () => {
    const app = await buildApp(loadConfig({ WEB_DIST: '/nonexistent', SEED_DEMO: 'false' }), {
      database,
      logger: false,
    });
    let release: () => void = () => {};
    app.get('/api/test-slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-slow`);
    await new Promise((r) => setTimeout(r, 100));
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
  });

  it('sends JSON compressed with brotli when the client accepts it', async () => {
    const app = await buildApp(loadConfig({ WEB_DIST: '/nonexistent', SEED_DEMO: 'false' }), {
      database,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/i18n/ko`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const bundle = (await res.json()) as { meta: Record<string, string> };
    expect(bundle.meta['home.title']).toBeTruthy();
    await app.close();
  });
});
