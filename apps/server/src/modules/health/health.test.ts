import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { buildApp } from '#server/app';
import { openTestDatabase } from '#server/test/database';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says the process is up', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('says the database answers, and that this instance runs alone (no Redis to reach others)', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up', peers: 'none' });
  });

  it('answers 503 SERVICE_UNAVAILABLE on /api/ready when the database is gone', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(t.config, { database, logger: false });
    await database.close();
    const res = await app.inject({ url: '/api/ready', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Please wait and retry.' });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    await app.close();
  });
});
