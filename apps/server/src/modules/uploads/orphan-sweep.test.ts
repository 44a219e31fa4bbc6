import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '#server/lib/metrics';
import { createTestApp, type TestApp } from '#server/test/app';
import { libraryImage } from '#server/test/factories/content';
import { createEvent } from '#server/test/factories/events';
import { callAs, signedIn } from '#server/test/factories/people';
import { startOrphanSweep } from './orphan-sweep';

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);

const removedSoFar = async () =>
  (await registry.getSingleMetric('atrium_orphan_files_removed_total')?.get())?.values[0]?.value ?? 0;

describe('stored files without a row', () => {
  let t: TestApp;
  let live: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const manager = (await signedIn(t, 'MANAGER')).token;
    const picture = await libraryImage(t, 'kept');
    const eventId = await createEvent(t, manager, { startDate: '2026-04-01' });
    const gift = await callAs(t, manager)('PUT', `/api/admin/events/${eventId}/gifts/1`, {
      kind: 'yearly_slogan',
      title: { ko: '선물', en: 'Gift' },
      mediaId: picture.id,
    });
    expect(gift.statusCode).toBe(200);
    expect((await t.app.inject('/media/uploads/test/kept.png?w=320&f=webp')).statusCode).toBe(200);
    const giftFile = fs.readdirSync(path.join(t.dataDir, `gifts/${eventId}`))[0];
    live = ['uploads/test/kept.png', 'renditions/uploads/test/kept.png.320.webp', `gifts/${eventId}/${giftFile}`];
  });
  afterAll(() => t.close());

  const put = async (key: string, modified: Date) => {
    await t.app.storage.put(key, Buffer.from(`bytes of ${key}`), 'image/png');
    fs.utimesSync(path.join(t.dataDir, key), modified, modified);
  };
  const exists = (key: string) => fs.existsSync(path.join(t.dataDir, key));

  it('removes those older than an hour, hourly on one instance, and logs and counts them', async () => {
    for (const key of live) fs.utimesSync(path.join(t.dataDir, key), TWO_HOURS_AGO, TWO_HOURS_AGO);
    const orphans = [
      // An upload whose request died between the file and its row, and one killed mid-write.
      'uploads/2026/01/0b3c9d56-0d6c-4f7e-9d55-1d7f0e8a1c11.jpg',
      'uploads/2026/01/0b3c9d56-0d6c-4f7e-9d55-1d7f0e8a1c12.jpg.4242.tmp',
      // A rendition of a picture no longer in the library, a gift file of no gift.
      'renditions/uploads/2025/12/gone.jpg.640.avif',
      'gifts/999/day03-0a1b2c3d4e5f.png',
    ];
    for (const key of orphans) await put(key, TWO_HOURS_AGO);
    // Just written (its row may be on its way), and the demo seed's originals: left alone.
    await put('uploads/2026/01/just-written.jpg', new Date());
    await put('seed/slides/hall.jpg', TWO_HOURS_AGO);

    const lines: Array<{ details: object; message: string }> = [];
    const log = { info: (details: object, message: string) => lines.push({ details, message }), warn() {}, error() {} };
    const counted = await removedSoFar();
    const sweep = startOrphanSweep(t.database.db, t.app.storage, log);
    await sweep.tick();

    for (const key of orphans) expect(exists(key), key).toBe(false);
    for (const key of [...live, 'uploads/2026/01/just-written.jpg', 'seed/slides/hall.jpg']) {
      expect(exists(key), key).toBe(true);
    }
    expect(await removedSoFar()).toBe(counted + 4);
    expect(lines).toEqual([
      {
        message: 'stored files without a row removed',
        details: expect.objectContaining({ removed: 4, sample: expect.arrayContaining(orphans) }),
      },
    ]);
    // The picture and its gift still answer.
    expect((await t.app.inject('/media/uploads/test/kept.png')).statusCode).toBe(200);

    // Another instance's timer within the hour finds this hour's sweep taken.
    await put('uploads/2026/01/later-orphan.jpg', TWO_HOURS_AGO);
    const other = startOrphanSweep(t.database.db, t.app.storage, log);
    await other.tick();
    expect(exists('uploads/2026/01/later-orphan.jpg')).toBe(true);
    await Promise.all([sweep.stop(), other.stop()]);
  });
});
