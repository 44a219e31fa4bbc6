import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase } from '#server/boot';
import { loadConfig, type Config } from '#server/config';
import type { Database } from '#server/db/client';
import { bootApp, createTestApp, type TestApp } from '#server/test/app';
import { TEST_POSTGRES_ADMIN_URL, usesPostgres } from '#server/test/database';
import { callAs, signedIn } from '#server/test/factories/people';
import { signIn, tokenFor } from '#server/test/members';
import { startTestS3 } from '#server/test/s3';
import { multipart } from '#server/test/multipart';
import { createBackup } from './backup';
import type { Manifest } from './backup-manifest';
import { holdPglite, type PgliteHold } from './pglite-hold';
import { restoreBackup } from './restore';

const ADMIN = { email: 'ops@atrium.test', password: 'Backup!Pass9' };

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** An empty place to restore into: a new DATA_DIR and, on PostgreSQL, a new empty database. */
async function emptyTarget(env: Record<string, string> = {}): Promise<{ config: Config; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-restored-'));
  let url: string | undefined;
  let name: string | undefined;
  if (usesPostgres()) {
    name = `atrium_restore_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const u = new URL(TEST_POSTGRES_ADMIN_URL);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://atrium.test',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  return {
    config,
    drop: async () => {
      if (name) await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The public API's reads that take no parameter, from the OpenAPI description. */
async function publicReads(t: TestApp): Promise<string[]> {
  const doc = (await t.app.inject('/api/docs/json')).json<{
    paths: Record<string, { get?: { security?: unknown[] } }>;
  }>();
  return Object.entries(doc.paths)
    .filter(([url, ops]) => ops.get && !ops.get.security?.length && !url.includes('{') && !url.startsWith('/api/admin'))
    .map(([url]) => url);
}

/** Slow steps of this file (the whole demo seed, PGlite's initdb on restore) on a busy two-core machine. */
const SEEDING_MS = 240_000;
const RESTORING_MS = 180_000;

/** The restored site, booted as server.ts boots it (no ADMIN_* settings: the admin comes from the archive). */
async function bootRestored(config: Config) {
  const database = await openAppDatabase(config);
  const app = await bootApp(config, { database, logger: false });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}

describe('npm run backup and npm run restore', () => {
  let source: TestApp;
  let sourceConfig: Config;
  let hold: PgliteHold | undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-backup-'));
  const archive = path.join(work, 'site.tar');
  let manifest: Manifest;
  let target: Awaited<ReturnType<typeof emptyTarget>> | undefined;
  let picture: { url: string; bytes: Buffer };
  let member: { token: string; giftUrl: string; gift: Buffer };
  const answers = new Map<string, { status: number; body: string }>();

  beforeAll(async () => {
    // The demo site, as a first start seeds it, with its first admin.
    source = await createTestApp({ SEED_DEMO: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const url = (source.database as Database & { url?: string }).url;
    sourceConfig = url ? { ...source.config, databaseUrl: url } : source.config;
    // As server.ts does: the running site holds its PGlite and writes the backup's dump itself.
    if (!url) {
      hold = await holdPglite(source.dataDir);
      hold.serve(source.database);
    }
    const admin = await signIn(source.app, ADMIN.email, ADMIN.password);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    const body = multipart([{ filename: 'hall.jpg', content: photo, type: 'image/jpeg' }]);
    const uploaded = await source.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { authorization: `Bearer ${admin.accessToken}`, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const pictureUrl = uploaded.json<{ items: Array<{ url: string }> }>().items[0]?.url ?? '';
    picture = { url: pictureUrl, bytes: (await source.app.inject(pictureUrl)).rawPayload };
    expect(picture.bytes.length).toBeGreaterThan(1000);
    expect((await source.app.inject(`${pictureUrl}?w=320&f=webp`)).statusCode).toBe(200);

    // A member checks in at the demo's check-in event and takes the day's gift.
    const m = await signedIn(source);
    const events = (await callAs(source)('GET', '/api/events')).json<{
      inProgress: Array<{ id: number; checkIn: boolean }>;
    }>();
    const checkIn = events.inProgress.find((e) => e.checkIn);
    if (!checkIn) throw new Error('the demo has no check-in running today');
    const checked = await callAs(source, m.token)('POST', `/api/events/${checkIn.id}/check-in`);
    expect(checked.statusCode).toBe(201);
    const { day } = checked.json<{ day: number }>();
    const received = await callAs(source, m.token)('POST', `/api/events/${checkIn.id}/gifts/${day}/receive`);
    const giftUrl = received.json<{ downloadUrl: string }>().downloadUrl;
    const gift = await callAs(source, m.token)('GET', giftUrl);
    expect(gift.statusCode).toBe(200);
    member = { token: m.token, giftUrl, gift: gift.rawPayload };

    for (const read of await publicReads(source)) {
      const res = await source.app.inject(read);
      answers.set(read, { status: res.statusCode, body: res.body });
    }
    manifest = (await createBackup(sourceConfig, archive)).manifest;
  }, SEEDING_MS);
  afterAll(async () => {
    await target?.drop();
    await hold?.close();
    await source?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('writes one archive: the tables, every stored file but the renditions, the signing secret', () => {
    const paths = manifest.files.map((f) => f.path);
    expect(manifest.database.kind).toBe(usesPostgres() ? 'postgres' : 'pglite');
    expect(manifest.database.migration?.tag).toMatch(/^\d{4}_/);
    expect(manifest.database.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['users', 'media']));
    expect(paths).toContain(`storage/${picture.url.slice('/media/'.length)}`);
    for (const folder of ['database/', 'storage/seed/', 'storage/gifts/']) {
      expect(
        paths.some((p) => p.startsWith(folder)),
        folder,
      ).toBe(true);
    }
    expect(paths).toContain('data/jwt-secret');
    expect(paths.some((p) => p.startsWith('storage/renditions/'))).toBe(false);
    expect(fs.statSync(archive).mode & 0o077).toBe(0);
  });

  it(
    'restores into an empty DATA_DIR and database a site that answers as the original did',
    async () => {
      target = await emptyTarget();
      await restoreBackup(target.config, archive);
      const restored = await bootRestored(target.config);
      try {
        expect(answers.size).toBeGreaterThan(10);
        for (const [read, answer] of answers) {
          const res = await restored.inject(read);
          expect({ read, status: res.statusCode, body: res.body }).toEqual({ read, ...answer });
        }
        // The uploaded picture, byte for byte; its renditions are made again on request.
        expect((await restored.inject(picture.url)).rawPayload.equals(picture.bytes)).toBe(true);
        const rendition = await restored.inject(`${picture.url}?w=320&f=webp`);
        expect((await sharp(rendition.rawPayload).metadata()).width).toBe(320);
        // The member's gift link still opens (the same signing secret) on the same file.
        const gift = await restored.inject({
          url: member.giftUrl,
          headers: { authorization: `Bearer ${member.token}` },
        });
        expect(gift.statusCode).toBe(200);
        expect(gift.rawPayload.equals(member.gift)).toBe(true);
        // The first admin signs in with the same password.
        expect((await signIn(restored, ADMIN.email, ADMIN.password)).role).toBe('ADMIN');
      } finally {
        await restored.close();
      }
    },
    RESTORING_MS,
  );

  it(
    'refuses a target that is not empty (and a PGlite a running site holds); --force replaces it',
    async () => {
      if (!target) throw new Error('the round trip runs first');
      await expect(restoreBackup(target.config, archive)).rejects.toThrow(
        /the target is not empty: .*(database|pglite).*storage holds files.*jwt-secret exists.*--force/,
      );
      if (hold) {
        const running = { ...target.config, dataDir: source.dataDir };
        await expect(restoreBackup(running, archive, { force: true })).rejects.toThrow(/another process .* holds/);
        return;
      }
      // PostgreSQL: the tables are dropped and made again (PGlite's directory is simply removed).
      await restoreBackup(target.config, archive, { force: true });
      const restored = await bootRestored(target.config);
      try {
        expect((await signIn(restored, ADMIN.email, ADMIN.password)).role).toBe('ADMIN');
        expect((await restored.inject('/api/events')).body).toBe(answers.get('/api/events')?.body);
      } finally {
        await restored.close();
      }
    },
    RESTORING_MS,
  );

  it('refuses a damaged or cut archive before writing anything', async () => {
    const bytes = fs.readFileSync(archive);
    const at = bytes.indexOf(picture.bytes);
    expect(at).toBeGreaterThan(0);
    const damaged = Buffer.from(bytes);
    const middle = at + Math.floor(picture.bytes.length / 2);
    damaged.writeUInt8(damaged.readUInt8(middle) ^ 0xff, middle);
    fs.writeFileSync(path.join(work, 'damaged.tar'), damaged);
    fs.writeFileSync(path.join(work, 'cut.tar'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    const fresh = await emptyTarget();
    try {
      await expect(restoreBackup(fresh.config, path.join(work, 'damaged.tar'))).rejects.toThrow(
        new RegExp(`storage/${picture.url.slice('/media/'.length)} does not match its checksum`),
      );
      await expect(restoreBackup(fresh.config, path.join(work, 'cut.tar'))).rejects.toThrow(
        /not a readable backup archive|has no manifest\.json/,
      );
      expect(fs.readdirSync(fresh.config.dataDir)).toEqual([]);
      if (fresh.config.databaseUrl) {
        const client = new pg.Client({ connectionString: fresh.config.databaseUrl });
        await client.connect();
        const { rows } = await client.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
        await client.end();
        expect(rows[0].n).toBe(0);
      }
    } finally {
      await fresh.drop();
    }
  });
});

describe.runIf(usesPostgres())('a backup of a site on S3', () => {
  // What differs from disk is only where the files are; PGlite's restore is the file above's.
  it('copies the bucket into the archive, and a restore puts it into an empty bucket', async () => {
    const [bucket, emptyBucket] = await Promise.all([startTestS3(), startTestS3()]);
    const t = await createTestApp(bucket.env);
    const target = await emptyTarget(emptyBucket.env);
    try {
      const manager = await tokenFor(t.app, 'MANAGER');
      const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a5763a' } })
        .jpeg()
        .toBuffer();
      const body = multipart([{ filename: 'wall.jpg', content: photo, type: 'image/jpeg' }]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/admin/upload',
        headers: { authorization: `Bearer ${manager}`, ...body.headers },
        payload: body.payload,
      });
      const key = uploaded.json<{ items: Array<{ url: string }> }>().items[0]?.url.slice('/media/'.length) ?? '';
      const stored = await t.app.storage.get(key);
      const url = (t.database as Database & { url?: string }).url;
      const file = path.join(t.dataDir, 'site.tar');
      const { manifest } = await createBackup({ ...t.config, databaseUrl: url }, file);
      expect(manifest.storage.driver).toBe('s3');
      expect(manifest.files.find((f) => f.path === `storage/${key}`)?.size).toBe(stored?.length);

      await restoreBackup(target.config, file);
      const res = await fetch(`${emptyBucket.endpoint}/${emptyBucket.bucket}/${key}`);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await res.arrayBuffer()).equals(stored ?? Buffer.alloc(0))).toBe(true);
    } finally {
      await target.drop();
      await t.close();
      await Promise.all([bucket.close(), emptyBucket.close()]);
    }
  });
});
