import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache';
import { createContentCache } from './content-cache';
import { createCompressionMemo } from '../plugins/precompressed';
import { registry } from './metrics';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const MB = 1024 * 1024;
/** About 1 KB of text, different per key. */
const bodyOf = (i: number) => `{"item":${i},"text":"${'x'.repeat(1000)}"}`;

describe('bounded caches', () => {
  it('keeps a bounded cache within its entries and bytes through 100,000 unique keys, memory flat', async () => {
    const cache = createBoundedCache<string>({
      name: 'test-flat',
      maxEntries: 1000,
      maxBytes: 4 * MB,
      sizeOf: (value, key) => (value.length + key.length) * 2,
    });
    for (let i = 0; i < 5000; i++) await cache.get(`warm-${i}`, async () => bodyOf(i));
    const before = heapAfterGc();
    for (let i = 0; i < 100_000; i++) await cache.get(`key-${i}`, async () => bodyOf(i));
    const after = heapAfterGc();
    const { entries, bytes, misses } = cache.stats();
    expect(misses).toBe(105_000);
    expect(entries).toBeLessThanOrEqual(1000);
    expect(bytes).toBeLessThanOrEqual(4 * MB);
    // 100,000 values of 2 KB would be some 200 MB; the heap stays where it was.
    expect(after - before).toBeLessThan(8 * MB);
  });

  it('keeps the content cache bounded through 100,000 unique keys, memory flat', async () => {
    const content = createContentCache();
    const before = heapAfterGc();
    for (let i = 0; i < 100_000; i++) await content.get(`news:en:page:${i}`, async () => ({ body: bodyOf(i) }));
    const after = heapAfterGc();
    const stats = content.stats();
    expect(stats.entries).toBeLessThanOrEqual(5000);
    expect(stats.bytes).toBeLessThanOrEqual(64 * MB);
    // Bounded by its byte budget (about 12 MB here: 5,000 entries of 2.5 KB), not by the keys.
    expect(after - before).toBeLessThan(40 * MB);
    // Still a cache: the last key is answered from memory.
    const hits = content.stats().hits;
    await content.get('news:en:page:99999', async () => ({ body: 'rebuilt' }));
    expect(content.stats().hits).toBe(hits + 1);
  });

  it('keeps the compression memo within its byte budget whatever the bodies', async () => {
    const memo = createCompressionMemo(2 * MB, 400);
    for (let i = 0; i < 3000; i++) await memo.compressed(i % 2 ? 'br' : 'gzip', bodyOf(i));
    const { entries, bytes } = memo.stats();
    expect(entries).toBeLessThanOrEqual(400);
    expect(bytes).toBeLessThanOrEqual(2 * MB);
  });

  it('shares one computation between concurrent callers and keeps no failure', async () => {
    const cache = createBoundedCache<string>({
      name: 'test-share',
      maxEntries: 10,
      maxBytes: MB,
      sizeOf: (v) => v.length,
    });
    let runs = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`run ${++runs}`), 10));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual(['run 1', 'run 1']);
    expect(await cache.get('k', slow)).toBe('run 1');
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'fine')).toBe('fine');
  });

  it('does not keep a value whose computation raced a clear', async () => {
    const cache = createBoundedCache<string>({
      name: 'test-race',
      maxEntries: 10,
      maxBytes: MB,
      sizeOf: (v) => v.length,
    });
    let release: (v: string) => void = () => {};
    const pending = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect(await pending).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('forgets a value after its lifetime', async () => {
    const cache = createBoundedCache<string>({
      name: 'test-ttl',
      maxEntries: 10,
      maxBytes: MB,
      ttlMs: 30,
      sizeOf: (v) => v.length,
    });
    expect(await cache.get('k', async () => 'one')).toBe('one');
    expect(await cache.get('k', async () => 'two')).toBe('one');
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('k', async () => 'three')).toBe('three');
  });

  it('reports each cache size and lookups to /api/metrics', async () => {
    const cache = createBoundedCache<string>({
      name: 'test-gauge',
      maxEntries: 10,
      maxBytes: MB,
      sizeOf: (v) => v.length,
    });
    await cache.get('a', async () => 'abc');
    await cache.get('a', async () => 'abc');
    const text = await registry.metrics();
    expect(text).toContain('atrium_cache_entries{cache="test-gauge"} 1');
    expect(text).toContain('atrium_cache_bytes{cache="test-gauge"} 3');
    expect(text).toContain('atrium_cache_lookups_total{cache="test-gauge",result="hit"} 1');
    expect(text).toContain('atrium_cache_lookups_total{cache="test-gauge",result="miss"} 1');
  });
});
