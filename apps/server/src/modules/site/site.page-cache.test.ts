import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createTestApp, type TestApp } from '#server/test/app';
import { openTestDatabase } from '#server/test/database';
import { tokenFor } from '#server/test/members';
import { mediaRow, staffCaller } from '#server/test/factories/content';
import { createPageCache, STALE_PAGE_MS, type CachedPage } from './site.page-cache';
import { pageAddress } from './site.page-address';

describe('finished public pages, kept and revalidated', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const renders = () => t.app.pageCache.stats().renders;

  it('sends a page with a strong ETag per encoding and answers a revalidation with 304 and no body', async () => {
    const br = await get('/en/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get('/en/about', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // The same page without compression, and gzipped: other bytes, other tags, the same page.
    const plain = await get('/en/about');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<html lang="en">');
    expect(plain.headers.etag).not.toBe(etag);
    const gzip = await get('/en/about', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // A client that kept the page in one encoding need not fetch it again in another.
    expect((await get('/en/about', { 'if-none-match': etag })).statusCode).toBe(304);
    // Another page, or a changed one, is sent in full.
    expect((await get('/en/spaces', { 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('serves an address with parameters the page does not read from the kept page, without rendering', async () => {
    const first = await get('/en/news');
    const before = renders();
    for (const query of ['?u=1', '?anything=2', '?utm_source=mail&fbclid=x', '?page=1', '?page=abc', '?page=']) {
      const res = await get(`/en/news${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(first.body);
    }
    expect(renders()).toBe(before);
    // A parameter the list reads is a page of its own.
    expect((await get('/en/news?page=2&u=1')).statusCode).toBe(200);
    expect(renders()).toBe(before + 1);
    await get('/en/news?u=3&page=02');
    expect(renders()).toBe(before + 1);
  });

  it('keeps public pages found only: not 404s, redirects, member or sign-in pages, the search, admin', async () => {
    const { entries } = t.app.pageCache.stats();
    const replies = await Promise.all(
      [
        '/en/no-such-page',
        '/en/news/999999',
        '/',
        '/en',
        '/xx/about',
        '/ko/my',
        '/ko/signin',
        '/en/search?q=x',
        '/admin',
      ].map((url) => get(url)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([404, 404, 302, 301, 302, 200, 200, 200, 200]);
    expect(t.app.pageCache.stats().entries).toBe(entries);
    for (const res of replies) expect(res.headers.etag).toBeUndefined();
    // The language negotiation on / still follows the visitor.
    const ja = await get('/', { 'accept-language': 'ja,en;q=0.5' });
    expect(ja.headers.location).toBe('/ja/');
    expect(ja.headers['set-cookie']).toBeDefined();
    expect((await get('/', { cookie: 'i18nextLng=fr' })).headers.location).toBe('/fr/');
  });

  it('makes a page again once the content changes, the home page when the minute turns (open now), events when the date may', async () => {
    await get('/ko/about');
    const before = renders();
    await get('/ko/about');
    expect(renders()).toBe(before);
    await t.app.contentCache.invalidate();
    await get('/ko/about');
    expect(renders()).toBe(before + 1);

    const realNow = t.app.clock.now;
    try {
      const at = new Date('2030-05-05T03:00:10Z');
      t.app.clock.now = () => at;
      await get('/ko/');
      const home = renders();
      t.app.clock.now = () => new Date(at.getTime() + 30_000);
      await get('/ko/');
      expect(renders()).toBe(home);
      t.app.clock.now = () => new Date(at.getTime() + 60_000);
      await get('/ko/');
      expect(renders()).toBe(home + 1);

      // The events page (in progress, upcoming, past) is kept no later than a possible midnight.
      await get('/en/event');
      const events = renders();
      t.app.clock.now = () => new Date(at.getTime() + 10 * 60_000);
      await get('/en/event');
      expect(renders()).toBe(events);
      t.app.clock.now = () => new Date(at.getTime() + 15 * 60_000);
      await get('/en/event');
      expect(renders()).toBe(events + 1);
    } finally {
      t.app.clock.now = realNow;
    }
  });

  it('renders a page once for ten requests at once after a change, answering them all', async () => {
    const kept = await get('/en/spaces', { 'accept-encoding': 'br' });
    expect(kept.statusCode).toBe(200);
    const before = renders();
    const { unchanged } = t.app.pageCache.stats();
    await t.app.contentCache.invalidate();
    const replies = await Promise.all(Array.from({ length: 10 }, () => get('/en/spaces', { 'accept-encoding': 'br' })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(renders()).toBe(before + 1);
    // Nothing on it changed: the same bytes and ETag (a browser's copy stays good), not compressed again.
    expect(new Set(replies.map((r) => r.headers.etag))).toEqual(new Set([kept.headers.etag]));
    expect(t.app.pageCache.stats().unchanged).toBe(unchanged + 1);
    // A member's page is never kept, nor sent from what was kept, before or after a change.
    expect((await get('/en/my')).headers.etag).toBeUndefined();
  });

  it('stays within its bound under 100,000 distinct addresses', async () => {
    // Addresses a crawler or an attacker could send: unknown paths, unread parameters, list pages.
    const addresses = Array.from({ length: 100_000 }, (_, i) =>
      i % 3 === 0 ? `/en/no-such-${i}` : i % 3 === 1 ? `/en/about?u=${i}` : `/ko/news?page=${i}`,
    );
    const keys = new Set(addresses.map(pageAddress));
    // Unread parameters fold into one address; only the list's pages stay apart.
    expect(keys.has('/en/about')).toBe(true);
    expect([...keys].filter((k) => k.startsWith('/en/about'))).toHaveLength(1);

    // Through the app (a sample): unknown paths and unread parameters add nothing.
    t.app.pageCache.clear();
    for (const url of addresses.slice(0, 600).filter((a) => !a.includes('news'))) await get(url);
    expect(t.app.pageCache.stats().entries).toBe(1);

    // The bound itself, in entries and bytes, as pages keep coming.
    const cache = createPageCache({ maxEntries: 50, maxBytes: 40_000, now: () => 0 });
    const page = (i: number) => `<!doctype html><html><body>${`page ${i} `.repeat(40 + (i % 200))}</body></html>`;
    for (let i = 0; i < 2_000; i += 1) {
      await cache.build(`/ko/news?page=${i}`, 'v1', async () => ({ html: page(i), styleSources: [] }));
      const { entries: kept, bytes } = cache.stats();
      expect(kept).toBeLessThanOrEqual(50);
      expect(bytes).toBeLessThanOrEqual(40_000);
    }
    expect(cache.stats().entries).toBeGreaterThan(10);
    // The most recent page is there; the first one has gone.
    expect(cache.get('/ko/news?page=1999', 'v1')).toBeDefined();
    expect(cache.get('/ko/news?page=0', 'v1')).toBeUndefined();
  });
});

describe('after a change, the previous page while one render makes the new one', () => {
  const ADDRESS = '/en/about';
  const page = (text: string) => ({
    html: `<!doctype html><html><body>${`${text} `.repeat(100)}</body></html>`,
    styleSources: [],
  });
  const text = (kept: CachedPage | null | undefined) => (kept ? gunzipSync(kept.gzip).toString() : '');
  /** A render that ends when the test says so. */
  const heldRender = (body: string) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let made = 0;
    const make = async () => {
      made += 1;
      await held;
      return page(body);
    };
    return { make, release, made: () => made };
  };
  /** A cache holding the page of version v1, looked up (as traffic does) at `at`. */
  const cacheWithOldPage = async (clock: { at: number }) => {
    const cache = createPageCache({ now: () => clock.at });
    const old = await cache.build(ADDRESS, 'v1', async () => page('old'));
    expect(cache.get(ADDRESS, 'v1')).toBe(old);
    return { cache, old };
  };

  it('renders a changed page once for many requests at once, which get the previous page meanwhile', async () => {
    const clock = { at: 1_000_000 };
    const { cache, old } = await cacheWithOldPage(clock);
    clock.at += 50;
    const render = heldRender('new');
    // The first request after the change renders the page, and waits for it.
    expect(cache.get(ADDRESS, 'v2')).toBeUndefined();
    const first = cache.build(ADDRESS, 'v2', render.make);
    // Those meanwhile get the previous page at once: no second render, no waiting.
    const meanwhile = Array.from({ length: 20 }, () => cache.get(ADDRESS, 'v2'));
    expect(meanwhile.every((kept) => kept === old)).toBe(true);
    expect(cache.stats().stale).toBe(20);

    render.release();
    const fresh = await first;
    expect(text(fresh)).toContain('new');
    // Once made, the new page for everyone.
    expect(cache.get(ADDRESS, 'v2')).toBe(fresh);
    expect(render.made()).toBe(1);
    expect(cache.stats().renders).toBe(2);
  });

  it('sends the previous page for a few seconds after the change at most, then waits for the render', async () => {
    const clock = { at: 1_000_000 };
    const { cache, old } = await cacheWithOldPage(clock);
    clock.at += 10;
    const render = heldRender('new');
    expect(cache.get(ADDRESS, 'v2')).toBeUndefined();
    const first = cache.build(ADDRESS, 'v2', render.make);
    clock.at += STALE_PAGE_MS - 20;
    expect(cache.get(ADDRESS, 'v2')).toBe(old);
    // Past the window: the render under way, never the previous page.
    clock.at += 30;
    const late = cache.get(ADDRESS, 'v2');
    expect(late).toBeInstanceOf(Promise);
    render.release();
    expect(text(await late)).toContain('new');
    expect(await first).toBe(await late);
    expect(render.made()).toBe(1);
  });

  it('after a quiet spell sends nothing older: the change may be long past, so requests wait', async () => {
    const clock = { at: 1_000_000 };
    const { cache } = await cacheWithOldPage(clock);
    // No lookup for a minute: the change came at some time in it.
    clock.at += 60_000;
    const render = heldRender('new');
    expect(cache.get(ADDRESS, 'v2')).toBeUndefined();
    const first = cache.build(ADDRESS, 'v2', render.make);
    const meanwhile = cache.get(ADDRESS, 'v2');
    expect(meanwhile).toBeInstanceOf(Promise);
    render.release();
    expect(text(await meanwhile)).toContain('new');
    expect(await first).toBe(await meanwhile);
  });

  it('takes the compression of a page whose new render has the same bytes; compresses a changed one', async () => {
    const clock = { at: 1_000_000 };
    const { cache, old } = await cacheWithOldPage(clock);
    const same = await cache.build(ADDRESS, 'v2', async () => page('old'));
    expect(same?.br).toBe(old?.br);
    expect(same?.etags).toEqual(old?.etags);
    expect(cache.stats().unchanged).toBe(1);
    const changed = await cache.build(ADDRESS, 'v3', async () => page('new'));
    expect(changed?.etags.identity).not.toBe(old?.etags.identity);
    expect(text(changed)).toContain('new');
    expect(cache.stats().unchanged).toBe(1);
  });

  it('keeps the previous page of a page whose time has run out (open now) from being sent', async () => {
    const clock = { at: 1_000_000 };
    const cache = createPageCache({ now: () => clock.at });
    await cache.build('/en/', 'v1', async () => ({ ...page('open'), freshUntil: clock.at + 30 }));
    clock.at += 40;
    expect(cache.get('/en/', 'v2')).toBeUndefined();
    const render = heldRender('closed');
    const first = cache.build('/en/', 'v2', render.make);
    expect(cache.get('/en/', 'v2')).toBeInstanceOf(Promise);
    render.release();
    expect(text(await first)).toContain('closed');
  });
});

describe('a publish seen at once on two instances sharing the bus', () => {
  const redisUrl = `redis://127.0.0.1:6379/${randomInt(10, 16)}`;
  const dirs: string[] = [];
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const instance = async () => {
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
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('changes the kept home page on both instances as soon as the publish returns', async () => {
    const manager = await tokenFor(a, 'MANAGER');
    const staff = staffCaller(a, manager);
    const image = await mediaRow(database, { key: 'test/slide.png' });
    const title = `Faith, remembered ${Date.now()}`;
    const created = await staff('POST', '/main-slides', {
      data: { title: { ko: '신앙을 기억하며', en: title }, pcImage: image, mobileImage: image, link: 'news' },
    });
    expect(created.statusCode).toBe(201);
    // Both instances keep their home page, without the draft.
    for (const app of [a, b]) {
      await app.inject('/en/');
      const kept = await app.inject('/en/');
      expect(kept.body).not.toContain(title);
    }
    const rendersOnB = b.pageCache.stats().renders;

    const published = await staff('POST', `/main-slides/${created.json().id}/publish`, { memo: 'page cache test' });
    expect(published.statusCode).toBe(200);
    for (const app of [a, b]) expect((await app.inject('/en/')).body).toContain(title);
    expect(b.pageCache.stats().renders).toBe(rendersOnB + 1);
  });
});
