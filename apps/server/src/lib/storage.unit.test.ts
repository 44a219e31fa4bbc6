import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, createStorage, type Storage, type StoredObject } from './storage';
import { createS3Storage, parseListPage } from './storage-s3';
import { startTestS3, type TestS3 } from '../test/s3';

async function listAll(objects: AsyncIterable<StoredObject>): Promise<StoredObject[]> {
  const out: StoredObject[] = [];
  for await (const o of objects) out.push(o);
  return out;
}

/** One contract, two drivers: whatever the disk driver does, the S3 driver does too. */
function storageContract(name: string, open: () => Promise<{ storage: Storage; close: () => Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(() => close());

    it('gives back exactly the bytes put, under nested keys', async () => {
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
      await storage.put('uploads/2026/11/a.jpg', bytes, 'image/jpeg');
      expect((await storage.get('uploads/2026/11/a.jpg'))?.equals(bytes)).toBe(true);
    });

    it('answers null for a missing key, and replaces a file put again', async () => {
      expect(await storage.get('uploads/none/missing.png')).toBeNull();
      await storage.put('renditions/x.jpg.640.webp', Buffer.from('first'), 'image/webp');
      await storage.put('renditions/x.jpg.640.webp', Buffer.from('second'), 'image/webp');
      expect((await storage.get('renditions/x.jpg.640.webp'))?.toString()).toBe('second');
    });

    it('deletes a file, and deleting a missing one is not an error', async () => {
      await storage.put('uploads/gone.png', Buffer.from('x'), 'image/png');
      await storage.delete('uploads/gone.png');
      expect(await storage.get('uploads/gone.png')).toBeNull();
      await expect(storage.delete('uploads/gone.png')).resolves.toBeUndefined();
    });

    it('links files through the /media route (which makes renditions)', () => {
      expect(storage.url('uploads/2026/11/a.jpg')).toBe('/media/uploads/2026/11/a.jpg');
    });

    it('lists what is stored under a folder, or everything, with sizes and times', async () => {
      const before = Date.now() - 5_000;
      await storage.put('gifts/7/day01-a.png', Buffer.from('12345'), 'image/png');
      await storage.put('gifts/7/day02-b.png', Buffer.from('123'), 'image/png');
      await storage.put('giftsx/other.png', Buffer.from('1'), 'image/png');
      const listed = await listAll(storage.list('gifts/'));
      expect(listed.map((o) => [o.key, o.size]).sort()).toEqual([
        ['gifts/7/day01-a.png', 5],
        ['gifts/7/day02-b.png', 3],
      ]);
      for (const o of listed) expect(o.modified.getTime()).toBeGreaterThan(before);
      const all = (await listAll(storage.list(''))).map((o) => o.key);
      expect(all).toEqual(expect.arrayContaining(['gifts/7/day01-a.png', 'giftsx/other.png', 'uploads/2026/11/a.jpg']));
      expect(await listAll(storage.list('nothing-here/'))).toEqual([]);
      await expect(listAll(storage.list('gifts'))).rejects.toThrow(/ends with \//);
    });

    it('refuses path-like keys before touching the store', async () => {
      for (const key of ['../etc/passwd', '/abs.jpg', 'a//b.jpg', 'uploads/../../x.jpg', 'a b.jpg']) {
        await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe storage key/);
        await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
      }
    });
  });
}

storageContract('disk', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-storage-'));
  return { storage: createDiskStorage(dir), close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
});

describe('disk storage listing', () => {
  it('leaves out what DATA_DIR holds beside the stored files (the database, the outbox, the secret)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-storage-'));
    try {
      const storage = createDiskStorage(dir);
      await storage.put('uploads/2026/01/a.jpg', Buffer.from('a'), 'image/jpeg');
      for (const own of ['pglite/base/1', 'outbox']) fs.mkdirSync(path.join(dir, own), { recursive: true });
      fs.writeFileSync(path.join(dir, 'pglite/base/1/1259'), 'table');
      fs.writeFileSync(path.join(dir, 'outbox/mail.eml'), 'mail');
      fs.writeFileSync(path.join(dir, 'jwt-secret'), 'secret');
      expect((await listAll(storage.list(''))).map((o) => o.key)).toEqual(['uploads/2026/01/a.jpg']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

storageContract('S3', async () => {
  const s3 = await startTestS3();
  const storage = await createStorage({
    dataDir: '/nonexistent',
    s3: {
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
  });
  return { storage, close: () => s3.close() };
});

describe('S3 storage against a real server', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.close());
  const settings = () => ({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });

  it('stores objects in the bucket with their content type, readable by any S3 client', async () => {
    const storage = createS3Storage(settings());
    await storage.put('uploads/typed.png', Buffer.from('png bytes'), 'image/png');
    const res = await fetch(`${s3.endpoint}/${s3.bucket}/uploads/typed.png`);
    // s3rver serves objects to anonymous GETs; what matters is the stored type and bytes.
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await res.text()).toBe('png bytes');
  });

  it('lists only the objects of its own prefix when sites share a bucket', async () => {
    const one = createS3Storage({ ...settings(), prefix: 'site-one/' });
    const two = createS3Storage({ ...settings(), prefix: 'site-two/' });
    await one.put('uploads/1.png', Buffer.from('one'), 'image/png');
    await two.put('uploads/2.png', Buffer.from('two'), 'image/png');
    expect((await listAll(one.list(''))).map((o) => o.key)).toEqual(['uploads/1.png']);
    expect((await listAll(two.list('uploads/'))).map((o) => o.key)).toEqual(['uploads/2.png']);
  });

  it('fails loudly with a wrong secret (requests are really signed) and on a missing bucket', async () => {
    const forged = createS3Storage({ ...settings(), secretAccessKey: 'not-the-secret' });
    await expect(forged.put('uploads/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/S3 put .* 403/);
    const noBucket = createS3Storage({ ...settings(), bucket: 'no-such-bucket' });
    await expect(noBucket.put('uploads/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/S3 put .* 404/);
  });

  it('gives the public URL of an original only when S3_PUBLIC_URL is set', () => {
    expect(createS3Storage(settings()).directUrl?.('uploads/a.jpg')).toBeUndefined();
    const direct = createS3Storage({ ...settings(), publicUrl: 'https://media.example.org/' });
    expect(direct.directUrl?.('uploads/a.jpg')).toBe('https://media.example.org/uploads/a.jpg');
    expect(direct.url('uploads/a.jpg')).toBe('/media/uploads/a.jpg');
  });
});

describe('S3 listing pages', () => {
  it('reads keys, sizes and times, and the token of the next page while the listing is cut', () => {
    const page = parseListPage(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>b</Name><Prefix>site/</Prefix><KeyCount>2</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>true</IsTruncated><NextContinuationToken>1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=</NextContinuationToken><Contents><Key>site/uploads/a&amp;b.jpg</Key><LastModified>2026-11-22T10:00:00.000Z</LastModified><ETag>"x"</ETag><Size>1234</Size><StorageClass>STANDARD</StorageClass></Contents><Contents><Key>site/gifts/1/day01.png</Key><LastModified>2026-11-22T11:00:00.000Z</LastModified><Size>5</Size></Contents></ListBucketResult>`,
    );
    expect(page.objects).toEqual([
      { key: 'site/uploads/a&b.jpg', size: 1234, modified: new Date('2026-11-22T10:00:00.000Z') },
      { key: 'site/gifts/1/day01.png', size: 5, modified: new Date('2026-11-22T11:00:00.000Z') },
    ]);
    expect(page.next).toBe('1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=');
    expect(parseListPage('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>')).toEqual({
      objects: [],
      next: undefined,
    });
  });
});
