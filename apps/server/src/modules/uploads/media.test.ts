import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { RENDITION_WIDTHS } from '@atrium/shared/media-urls';
import { createTestApp, type TestApp } from '#server/test/app';
import type * as Images from './uploads.images';

/** The rendition maker, wrapped to count its calls and how many run at once. */
const making = vi.hoisted(() => ({ calls: 0, active: 0, peak: 0 }));
vi.mock('./uploads.images', async (importOriginal) => {
  const actual = await importOriginal<typeof Images>();
  return {
    ...actual,
    renderRendition: async (...args: Parameters<typeof actual.renderRendition>) => {
      making.calls += 1;
      making.active += 1;
      making.peak = Math.max(making.peak, making.active);
      try {
        return await actual.renderRendition(...args);
      } finally {
        making.active -= 1;
      }
    },
  };
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();

describe('public /media renditions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.storage.put('uploads/2026/01/hall.jpg', await picture(1600, 900), 'image/jpeg');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    Object.assign(making, { calls: 0, active: 0, peak: 0 });
    vi.restoreAllMocks();
  });

  it('serves only the declared widths, with a format', async () => {
    expect(RENDITION_WIDTHS).toContain(640);
    for (const query of ['w=641&f=avif', 'w=4096&f=webp', 'w=99999999&f=webp', 'f=avif', 'f=webp', 'w=640']) {
      const res = await t.app.inject(`/media/uploads/2026/01/hall.jpg?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(making.calls).toBe(0);
    expect((await t.app.inject('/media/uploads/2026/01/hall.jpg?w=640&f=webp')).statusCode).toBe(200);
  });

  it('makes a rendition once: identical requests at once share one job, later ones get the stored copy', async () => {
    const put = vi.spyOn(t.app.storage, 'put');
    const url = '/media/uploads/2026/01/hall.jpg?w=960&f=avif';
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(making.calls).toBe(1);

    const again = await t.app.inject(url);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    expect(making.calls).toBe(1);
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('makes at most two renditions at a time, however many are asked for at once', async () => {
    const urls = RENDITION_WIDTHS.flatMap((w) =>
      (['avif', 'webp'] as const).map((f) => `/media/uploads/2026/01/hall.jpg?w=${w}&f=${f}`),
    ).filter((u) => !u.endsWith('w=960&f=avif') && !u.endsWith('w=640&f=webp'));
    const answers = await Promise.all(urls.map((u) => t.app.inject(u)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(making.calls).toBe(urls.length);
    expect(making.peak).toBeLessThanOrEqual(2);
  });

  it('refuses to resize an original over 40 megapixels, cleanly', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await t.app.storage.put('uploads/2026/01/huge.png', huge, 'image/png');
    const res = await t.app.inject('/media/uploads/2026/01/huge.png?w=320&f=webp');
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    // The original itself is still served as stored.
    expect((await t.app.inject('/media/uploads/2026/01/huge.png')).statusCode).toBe(200);
  });
});
