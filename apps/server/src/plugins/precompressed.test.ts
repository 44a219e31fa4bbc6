import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { tokenFor } from '../test/members';
import { pickEncoding } from './precompressed';

describe('compressed public replies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (encoding: string, extra: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/i18n/en', headers: { 'accept-encoding': encoding, ...extra } });

  it('sends the same bytes brotli-compressed, compressing each body once', async () => {
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const before = t.app.compressionMemo.stats();
    const first = await get('gzip, deflate, br');
    const second = await get('br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(first.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const after = t.app.compressionMemo.stats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
  });

  it('falls back to gzip, and keeps 304 revalidation', async () => {
    const plain = await get('identity');
    const gz = await get('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const revalidated = await get('br', { 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('leaves signed-in replies to the regular compression, outside the memo', async () => {
    const token = await tokenFor(t.app);
    const before = t.app.compressionMemo.stats();
    const res = await get('br', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(t.app.compressionMemo.stats()).toEqual(before);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
