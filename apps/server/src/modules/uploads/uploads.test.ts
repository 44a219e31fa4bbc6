import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { multipart, type Part } from '#server/test/multipart';

const photo = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'GPS 37.5N 127.0E' } })
    .toBuffer();

/**
 * A GIF of `frames` frames on a `size`×`size` screen, each changing one pixel: a few hundred bytes
 * whose frames, once decoded, cover frames × size² pixels (hand-made: no need to encode that many).
 */
function animatedGif(size: number, frames: number): Buffer {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const bytes = [...Buffer.from('GIF89a'), ...u16(size), ...u16(size), 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  bytes.push(0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0);
  for (let i = 0; i < frames; i++) {
    // Graphic control (10 cs delay), then a 1×1 image at (0, 0): one LZW-coded pixel, black or white.
    bytes.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, i % 2 ? 0x4c : 0x44, 1, 0);
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}

describe('admin: uploads and the media library', () => {
  let t: TestApp;
  let manager: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    manager = await tokenFor(t.app, 'MANAGER');
    member = await tokenFor(t.app);
  });
  afterAll(() => t.close());

  const upload = (parts: Part[], token = manager) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
  };
  const libraryTotal = async () =>
    (await t.app.inject({ url: '/api/admin/media', headers: { authorization: `Bearer ${manager}` } })).json().total;

  it('stores real images under generated names, without their metadata, and serves them', async () => {
    const res = await upload([
      { filename: 'ceremony.jpg', content: await photo(), type: 'image/jpeg' },
      {
        filename: 'hall.png',
        content: await sharp({ create: { width: 64, height: 64, channels: 4, background: '#fff' } })
          .png()
          .toBuffer(),
      },
    ]);
    expect(res.statusCode).toBe(200);
    const { imgUrls, items } = res.json();
    expect(imgUrls).toHaveLength(2);
    expect(imgUrls[0]).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(items[0]).toMatchObject({
      originalName: 'ceremony.jpg',
      width: 800,
      height: 600,
      contentType: 'image/jpeg',
    });

    const served = await t.app.inject(imgUrls[0]);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Photographer'))).toBe(false);
  });

  it('serves AVIF and WebP renditions at the srcset widths, never larger than the original', async () => {
    const { imgUrls } = (await upload([{ filename: 'wide.jpg', content: await photo(1600, 900) }])).json();
    const avif = await t.app.inject(`${imgUrls[0]}?w=640&f=avif`);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(640);
    const webp = await t.app.inject(`${imgUrls[0]}?w=1920&f=webp`);
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(1600);
    expect((await t.app.inject(`${imgUrls[0]}?w=641&f=avif`)).statusCode).toBe(400);
  });

  it('refuses a renamed non-image, an SVG and a too-large picture, storing nothing', async () => {
    const before = await libraryTotal();
    const fake = await upload([
      { filename: 'photo.jpg', content: 'MZ\u0090 this is not a picture', type: 'image/jpeg' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const svg = await upload([
      {
        filename: 'logo.svg',
        content: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      },
    ]);
    expect(svg.statusCode).toBe(415);
    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload([{ filename: 'huge.png', content: huge }])).statusCode).toBe(413);
    // One bad file among good ones stores none of them.
    const mixed = await upload([
      { filename: 'good.jpg', content: await photo() },
      { filename: 'bad.jpg', content: 'nope' },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(await libraryTotal()).toBe(before);
  });

  it('refuses a multipart upload without a boundary with 400, storing nothing', async () => {
    const before = await libraryTotal();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'multipart/form-data' },
      payload: multipart([{ filename: 'a.jpg', content: await photo() }]).payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    // Nor is a body cut short, or one that never reaches its boundary.
    const body = multipart([{ filename: 'a.jpg', content: await photo() }]);
    for (const payload of [body.payload.subarray(0, 300), Buffer.from('no parts here')]) {
      const cut = await t.app.inject({
        method: 'POST',
        url: '/api/admin/upload',
        headers: { authorization: `Bearer ${manager}`, ...body.headers },
        payload,
      });
      expect(cut.statusCode).toBe(400);
      expect(cut.json().code).toBe('BAD_REQUEST');
    }
    expect(await libraryTotal()).toBe(before);
  });

  it('refuses an animated GIF whose frames together pass 40 megapixels with 413, before decoding them', async () => {
    const before = await libraryTotal();
    // 11 frames of 2000×2000: 44 megapixels in all, though each frame is only 4.
    const res = await upload([{ filename: 'bomb.gif', content: animatedGif(2000, 11), type: 'image/gif' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await libraryTotal()).toBe(before);
    // A small animation is still welcome, every frame kept.
    const small = await upload([{ filename: 'ok.gif', content: animatedGif(200, 5), type: 'image/gif' }]);
    expect(small.statusCode).toBe(200);
    const served = await t.app.inject(small.json().imgUrls[0]);
    expect((await sharp(served.rawPayload).metadata()).pages).toBe(5);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const res = await upload([{ filename: 'big.jpg', content: Buffer.alloc(10 * 1024 * 1024 + 10, 1) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('never lets a file name choose where the file goes', async () => {
    const res = await upload([{ filename: '../../../../etc/evil.png', content: await photo() }]);
    expect(res.statusCode).toBe(200);
    const [item] = res.json().items;
    expect(item.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(item.originalName).not.toContain('/');
    expect(fs.existsSync(path.join(t.dataDir, '..', 'etc', 'evil.png'))).toBe(false);
    expect((await t.app.inject('/media/uploads/../pglite/PG_VERSION')).statusCode).toBe(404);
    expect((await t.app.inject('/media/pglite/PG_VERSION')).statusCode).toBe(404);
  });

  it('turns members away and records uploads in the audit log', async () => {
    expect((await upload([{ filename: 'a.jpg', content: await photo() }], member)).statusCode).toBe(403);
    const audit = await t.database.db.query.auditLog.findMany();
    expect(audit.some((a) => a.action === 'media.upload')).toBe(true);
  });

  it('keeps alt text per language and deletes from the library', async () => {
    const headers = { authorization: `Bearer ${manager}` };
    const [item] = (await t.app.inject({ url: '/api/admin/media', headers })).json().items;
    expect((await t.app.inject(`${item.url}?w=320&f=webp`)).statusCode).toBe(200);
    const alt = { ko: '기념관 전경', en: 'The memorial seen from the garden' };
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}`,
      headers,
      payload: { alt },
    });
    expect(updated.json().alt).toEqual(alt);
    expect(updated.json().focus).toEqual({ x: 50, y: 50 });
    // Korean alt text is required; a focus point outside the picture is refused; nothing changes.
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}`,
      headers,
      payload: { alt: { en: 'Garden' }, focus: { x: 120, y: 10 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(refused.json().fields ?? {})).toEqual(expect.arrayContaining(['alt.ko', 'focus.x']));
    const focused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}`,
      headers,
      payload: { alt, focus: { x: 30, y: 70 } },
    });
    expect(focused.json()).toMatchObject({ alt, focus: { x: 30, y: 70 } });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}`, headers })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject(item.url)).statusCode).toBe(404);
    // Its renditions go with it.
    expect((await t.app.inject(`${item.url}?w=320&f=webp`)).statusCode).toBe(404);
  });
});
