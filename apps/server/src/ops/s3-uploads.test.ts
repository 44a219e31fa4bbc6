import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { tokenFor } from '../test/members';
import { multipart } from '../test/multipart';
import { startTestS3, type TestS3 } from '../test/s3';
import { sweepOrphans } from '../modules/uploads/orphan-sweep';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 150 } } })
    .jpeg()
    .toBuffer();

describe('uploads on S3-compatible storage', () => {
  let s3: TestS3;
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://media.atrium.test' });
    manager = await tokenFor(t.app, 'MANAGER');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const upload = async (width: number, height: number) => {
    const body = multipart([{ filename: 'hall.jpg', content: await photo(width, height), type: 'image/jpeg' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { authorization: `Bearer ${manager}`, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().items[0] as { id: string; url: string };
  };
  const inBucket = async (key: string) => {
    const res = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`);
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  };

  it('stores the upload in the bucket, not on local disk, and links it through /media', async () => {
    const item = await upload(1200, 800);
    expect(item.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const key = item.url.slice('/media/'.length);
    const stored = await inBucket(key);
    expect(stored && (await sharp(stored).metadata()).width).toBe(1200);
    expect(fs.existsSync(path.join(t.dataDir, key))).toBe(false);
  });

  it('makes a rendition from the bucket on first request, keeps it there, and serves it', async () => {
    const item = await upload(1600, 900);
    const key = item.url.slice('/media/'.length);
    const res = await t.app.inject(`${item.url}?w=640&f=avif`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
    const kept = await inBucket(`renditions/${key}.640.avif`);
    expect(kept?.equals(res.rawPayload)).toBe(true);
    // Served again from the bucket: same bytes.
    expect((await t.app.inject(`${item.url}?w=640&f=avif`)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('sends originals to S3_PUBLIC_URL, and a deleted picture is gone from the bucket', async () => {
    const item = await upload(800, 600);
    const key = item.url.slice('/media/'.length);
    const original = await t.app.inject(item.url);
    expect(original.statusCode).toBe(301);
    expect(original.headers.location).toBe(`https://media.atrium.test/${key}`);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${item.id}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await inBucket(key)).toBeNull();
    expect((await t.app.inject(`${item.url}?w=320&f=webp`)).statusCode).toBe(404);
  });

  it('sweeps objects no row names out of the bucket once they are an hour old, keeping the pictures', async () => {
    const item = await upload(640, 480);
    const key = item.url.slice('/media/'.length);
    const orphan = 'uploads/2026/01/5d1c0e3a-7a43-4a8e-b1f5-0c8f5a3b2e19.jpg';
    await t.app.storage.put(orphan, await photo(10, 10), 'image/jpeg');
    const inAnHour = new Date(Date.now() + 61 * 60 * 1000);
    expect((await sweepOrphans(t.database.db, t.app.storage)).removed).toBe(0);
    const swept = await sweepOrphans(t.database.db, t.app.storage, { now: inAnHour });
    expect(swept.sample).toContain(orphan);
    expect(await inBucket(orphan)).toBeNull();
    expect(await inBucket(key)).not.toBeNull();
  });
});

describe('uploads on S3 without a public URL', () => {
  it('serves originals through the app', async () => {
    const s3 = await startTestS3();
    const t = await createTestApp(s3.env);
    try {
      const manager = await tokenFor(t.app, 'MANAGER');
      const bytes = await photo(300, 200);
      const body = multipart([{ filename: 'a.jpg', content: bytes, type: 'image/jpeg' }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/upload',
        headers: { authorization: `Bearer ${manager}`, ...body.headers },
        payload: body.payload,
      });
      const { url } = res.json().items[0];
      const served = await t.app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
    } finally {
      await t.close();
      await s3.close();
    }
  });
});
