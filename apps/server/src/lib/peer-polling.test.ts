import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openTestDatabase } from '#server/test/database';
import { tokenFor } from '#server/test/members';
import { mediaRow, staffCaller } from '#server/test/factories/content';
import { freePort } from '#server/test/redis';
import { waitUntil } from '#server/test/wait-until';
import { registry } from './metrics';

/** Reads of the change counts that found a change made elsewhere (both apps share this process's metrics). */
const changesSeen = async () => {
  const counter = await registry.getSingleMetric('atrium_peer_polls_total')?.get();
  return counter?.values.find((v) => v.labels.result === 'changed')?.value ?? 0;
};

/**
 * Two instances on one database whose Redis does not answer (nothing listens at REDIS_URL):
 * changes no longer travel through Redis, and each instance polls the change counts instead.
 */
describe('instances cut off from Redis catch up by polling the database', () => {
  const dirs: string[] = [];
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const instance = async (redisUrl: string) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-test-'));
    dirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://atrium.test',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      REDIS_URL: redisUrl,
    });
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    return app;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
    const redisUrl = `redis://127.0.0.1:${await freePort()}`;
    [a, b] = await Promise.all([instance(redisUrl), instance(redisUrl)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const titles = async (app: FastifyInstance) =>
    (
      (await app.inject({ url: '/api/slides', headers: { 'accept-language': 'en' } })).json().mainSlides as Array<{
        title: string;
      }>
    ).map((s) => s.title);

  it('says so on /api/ready and in the publish answer, and the other instance shows the publish after a poll', async () => {
    for (const app of [a, b]) {
      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'up', peers: 'polling' });
    }
    const staff = staffCaller(a, await tokenFor(a, 'MANAGER'));
    const image = await mediaRow(database, { key: 'test/polled-slide.png' });
    const title = `Polled across instances ${Date.now()}`;
    const created = await staff('POST', '/main-slides', {
      data: { title: { ko: '폴링', en: title }, pcImage: image, mobileImage: image, link: 'news' },
    });
    expect(created.statusCode).toBe(201);
    // B holds the public slides and its home page, without the draft.
    expect(await titles(b)).not.toContain(title);
    expect((await b.inject('/en/')).body).not.toContain(title);
    const seenBefore = await changesSeen();

    const published = await staff('POST', `/main-slides/${created.json().id}/publish`, { memo: 'polling test' });
    expect(published.statusCode).toBe(200);
    expect(published.json().propagation).toBe('polling');
    // The publishing instance shows it at once.
    expect(await titles(a)).toContain(title);
    // B, which no notice reaches, finds the change at its next read of the counts.
    await waitUntil('instance B showing the publish', async () => (await titles(b)).includes(title));
    expect(await changesSeen()).toBeGreaterThan(seenBefore);
    expect((await b.inject('/en/')).body).toContain(title);
  });
});
