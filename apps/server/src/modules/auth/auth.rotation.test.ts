import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openTestDatabase } from '#server/test/database';
import { createMember, signIn } from '#server/test/members';
import type { Database } from '#server/db/client';

const OLD = 'old-signing-secret-0123456789-0123456789';
const NEW = 'new-signing-secret-0123456789-0123456789';

/** The same site restarted with a new JWT_SECRET: members stay signed in when the old one is kept as previous. */
describe('rotating the signing secret', () => {
  let database: Database;
  let dataDir: string;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-rotation-'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string>) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'none'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ...env,
    });
    const app = await buildApp(config, { database, logger: false });
    apps.push(app);
    return app;
  };
  const me = (app: FastifyInstance, token: string) =>
    app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });

  it('keeps sessions across the change with JWT_PREVIOUS_SECRET, and refreshes onto the new secret', async () => {
    const before = await start({ JWT_SECRET: OLD });
    const member = await createMember(before);
    const session = await signIn(before, member.email, member.password);

    const rotated = await start({ JWT_SECRET: NEW, JWT_PREVIOUS_SECRET: OLD });
    expect((await me(rotated, session.accessToken)).statusCode).toBe(200);
    const refreshed = await rotated.inject({
      method: 'POST',
      url: '/api/auth/signin/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const { accessToken } = refreshed.json();

    // Once every old token has expired (15 minutes), the previous secret can go.
    const done = await start({ JWT_SECRET: NEW });
    expect((await me(done, accessToken)).statusCode).toBe(200);
    const old = await me(done, session.accessToken);
    expect(old.statusCode).toBe(402);
    expect(old.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a previous secret shorter than 32 characters at start', () => {
    expect(() => loadConfig({ JWT_SECRET: NEW, JWT_PREVIOUS_SECRET: 'short' })).toThrow(
      'Invalid setting JWT_PREVIOUS_SECRET: must be at least 32 characters',
    );
  });
});
