import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { staffCaller } from '#server/test/factories/content';
import { tokenFor } from '#server/test/members';
import { all, fixtureImage } from '../edu/edu.fixtures';
import { artworks, exhibitions } from './exhibitions.table';

/** Exhibitions and the online gallery: public reads in every language, fallbacks, ETags, 404s, heads, sitemap. */
describe('exhibitions and artworks', () => {
  let t: TestApp;
  let lamp = 0;
  let bag = 0;
  let hiddenWork = 0;
  let strayWork = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const cover = await fixtureImage(db, { ko: '전시실', en: 'The gallery' });
    const photo = await fixtureImage(db, all('lamp photo'));
    const poster = await fixtureImage(db, { ko: '영상 표지' });
    const [founders, letters, hidden] = await db
      .insert(exhibitions)
      .values([
        {
          slug: 'founders',
          position: 0,
          // Korean and English only: ja falls back to ko, es and fr to en.
          title: { ko: '설립자 전시', en: 'Founders’ Exhibition' },
          summary: { ko: '요약', en: 'Summary' },
          description: { ko: '설명', en: 'Description' },
          place: { ko: '2층', en: '2F' },
          hours: { ko: '화–일', en: 'Tue–Sun' },
          startsOn: '2019-05-01',
          coverId: cover,
          locationGuide: [
            {
              heading: { ko: '오시는 길', en: 'Getting there' },
              body: { ko: '<p>계단</p>', en: '<p>Stairs</p>' },
              imageId: cover,
            },
          ],
          exhibitionGuide: [{ heading: all('route'), body: all('clockwise') }],
        },
        {
          slug: 'letters',
          position: 1,
          title: all('Letters'),
          startsOn: '2026-09-01',
          endsOn: '2027-02-28',
        },
        { slug: 'hidden', position: 2, title: all('Hidden'), startsOn: '2026-01-01', isPublic: false },
      ])
      .returning({ id: exhibitions.id });
    const rows = await db
      .insert(artworks)
      .values([
        {
          exhibitionId: founders?.id,
          position: 0,
          title: all('Lamp'),
          keyword: all('Beginnings'),
          content: all('A brass lamp'),
          symbol: all('Light'),
          maker: all('Unknown maker'),
          madeIn: all('1950s'),
          scaleAndWeight: all('32 cm, 1.2 kg'),
          material: all('Brass'),
          creditLine: all('Gift of Lee Sun-hee, 2006'),
          objectNumber: 'ATM.2006.1',
          rights: { ko: '© 기념관' },
          // The second picture has no caption: the page prints none (not its alt text).
          images: [
            { image: photo, caption: all('Front view') },
            { image: cover, caption: {} },
          ],
          video: {
            provider: 'youtube',
            videoId: 'abc_123',
            title: { ko: '등잔 이야기', en: 'The lamp' },
            posterId: poster,
          },
        },
        { exhibitionId: founders?.id, position: 1, title: { ko: '가방', en: 'Bag' }, madeIn: { ko: '1960년대' } },
        { exhibitionId: letters?.id, position: 0, title: all('Letter') },
        { exhibitionId: hidden?.id, position: 0, title: all('Secret') },
        { exhibitionId: null, position: 0, title: all('Bell') },
        { exhibitionId: founders?.id, position: 2, title: all('Draft'), isPublic: false },
      ])
      .returning({ id: artworks.id });
    lamp = rows[0]?.id ?? 0;
    bag = rows[1]?.id ?? 0;
    hiddenWork = rows[3]?.id ?? 0;
    strayWork = rows[4]?.id ?? 0;
  });
  afterAll(() => t.close());

  const get = (url: string, lang?: string, etag?: string) =>
    t.app.inject({
      url,
      headers: { ...(lang ? { 'accept-language': lang } : {}), ...(etag ? { 'if-none-match': etag } : {}) },
    });

  it('lists public exhibitions in each language, saying which language was served', async () => {
    const served = async (lang: string) => (await get('/api/exhibitions', lang)).json().items[0];
    expect(await served('ko')).toMatchObject({ title: '설립자 전시', lang: 'ko', artworkCount: 2, place: '2층' });
    expect(await served('en')).toMatchObject({ title: 'Founders’ Exhibition', lang: 'en' });
    expect(await served('ja')).toMatchObject({ title: '설립자 전시', lang: 'ko' });
    expect(await served('es')).toMatchObject({ title: 'Founders’ Exhibition', lang: 'en' });
    expect(await served('fr')).toMatchObject({ title: 'Founders’ Exhibition', lang: 'en' });
    const list = (await get('/api/exhibitions', 'fr')).json().items;
    expect(list.map((e: { slug: string }) => e.slug)).toEqual(['founders', 'letters']);
    expect(list[1]).toMatchObject({ title: 'Letters (fr)', lang: 'fr', startsOn: '2026-09-01', endsOn: '2027-02-28' });
    expect(list[0]).toMatchObject({ endsOn: null, cover: { alt: 'The gallery', width: 800 } });
  });

  it('says whether each exhibition is on now, upcoming or ended by the venue’s date, turning at its midnight', async () => {
    const statuses = async () =>
      Object.fromEntries(
        (await get('/api/exhibitions', 'en'))
          .json()
          .items.map((e: { slug: string; status: string }) => [e.slug, e.status]),
      );
    const real = t.app.clock.now;
    try {
      // Seoul (the default TIMEZONE): 2026-08-31 23:59, then 2027-02-28 23:59 and 2027-03-01 00:00.
      t.app.clock.now = () => new Date('2026-08-31T14:59:00Z');
      expect(await statuses()).toEqual({ founders: 'inProgress', letters: 'upcoming' });
      t.app.clock.now = () => new Date('2027-02-28T14:59:00Z');
      expect(await statuses()).toEqual({ founders: 'inProgress', letters: 'inProgress' });
      t.app.clock.now = () => new Date('2027-02-28T15:00:00Z');
      expect(await statuses()).toEqual({ founders: 'inProgress', letters: 'past' });
      expect((await get('/api/exhibitions/letters', 'en')).json()).toMatchObject({ status: 'past' });
    } finally {
      t.app.clock.now = real;
    }
  });

  it('shows an exhibition with its guides and public artworks, and 404s for hidden or unknown ones', async () => {
    const detail = (await get('/api/exhibitions/founders', 'ja')).json();
    expect(detail).toMatchObject({
      slug: 'founders',
      title: '설립자 전시',
      lang: 'ko',
      hours: '화–일',
      locationGuide: [{ heading: '오시는 길', html: '<p>계단</p>', image: { alt: '전시실' } }],
      exhibitionGuide: [{ heading: 'route (ja)', html: 'clockwise (ja)', image: null }],
    });
    expect(detail.artworks.map((a: { id: number }) => a.id)).toEqual([lamp, bag]);
    expect(detail.artworks[0]).toMatchObject({
      title: 'Lamp (ja)',
      keyword: 'Beginnings (ja)',
      createdAt: '1950s (ja)',
    });
    expect((await get('/api/exhibitions/hidden')).statusCode).toBe(404);
    const missing = await get('/api/exhibitions/nothing-here', 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    // A path whose slug cannot be one names nothing.
    const bad = await get('/api/exhibitions/Bad%20Slug!');
    expect(bad.statusCode).toBe(404);
    expect(bad.json().code).toBe('NOT_FOUND');
  });

  it('lists artworks of the whole gallery or of one exhibition, never hidden ones', async () => {
    const all = (await get('/api/artworks', 'en')).json();
    expect(all).toMatchObject({ page: 1, pageSize: 20, total: 4 });
    const titles = all.items.map((a: { title: string }) => a.title);
    expect(titles).toEqual(['Lamp (en)', 'Bag', 'Letter (en)', 'Bell (en)']);
    expect(all.items[0].exhibition).toEqual({ slug: 'founders', title: 'Founders’ Exhibition' });
    expect(all.items[3].exhibition).toBeNull();
    const letters = (await get('/api/artworks?exhibition=letters', 'es')).json();
    expect(letters.items.map((a: { title: string }) => a.title)).toEqual(['Letter (es)']);
    expect((await get('/api/artworks?exhibition=hidden')).statusCode).toBe(404);
    expect((await get('/api/artworks?page=0')).statusCode).toBe(400);
    expect((await get('/api/artworks?exhibition=UPPER')).statusCode).toBe(400);
    expect((await get('/api/artworks?page=2')).json()).toMatchObject({ items: [], total: 4 });
  });

  it('shows an artwork with its metadata, images with alt text in the page language and a click-to-play video', async () => {
    for (const lang of ['ko', 'en', 'ja', 'es', 'fr']) {
      const a = (await get(`/api/artworks/${lamp}`, lang)).json();
      expect(a).toMatchObject({
        title: `Lamp (${lang})`,
        keyword: `Beginnings (${lang})`,
        content: `A brass lamp (${lang})`,
        symbol: `Light (${lang})`,
        maker: `Unknown maker (${lang})`,
        createdAt: `1950s (${lang})`,
        scaleAndWeight: `32 cm, 1.2 kg (${lang})`,
        material: `Brass (${lang})`,
        creditLine: `Gift of Lee Sun-hee, 2006 (${lang})`,
        objectNumber: 'ATM.2006.1',
        rights: '© 기념관',
        lang,
      });
      expect(a.images).toHaveLength(2);
      expect(a.images[0]).toMatchObject({ alt: `lamp photo (${lang})`, caption: `Front view (${lang})` });
      expect(a.images[1].caption).toBe('');
    }
    const a = (await get(`/api/artworks/${lamp}`, 'fr')).json();
    expect(a.relatedVideo).toMatchObject({
      provider: 'youtube',
      videoId: 'abc_123',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abc_123?autoplay=1&rel=0',
      watchUrl: 'https://www.youtube.com/watch?v=abc_123',
      title: 'The lamp',
      poster: { alt: '영상 표지' },
    });
    expect(a.prev).toBeNull();
    expect(a.next).toEqual({ id: bag, title: 'Bag' });
    const b = (await get(`/api/artworks/${bag}`, 'ja')).json();
    expect(b).toMatchObject({
      title: '가방',
      lang: 'ko',
      maker: '',
      createdAt: '1960년대',
      creditLine: '',
      objectNumber: '',
      rights: '',
      relatedVideo: null,
      images: [],
      thumbnail: null,
    });
    expect(b.prev).toEqual({ id: lamp, title: 'Lamp (ja)' });
    expect(b.next).toBeNull();
    expect((await get(`/api/artworks/${strayWork}`)).json().exhibition).toBeNull();
  });

  it('takes an artwork’s record and captions from the admin’s form to its public page', async () => {
    const staff = staffCaller(t.app, await tokenFor(t.app, 'MANAGER'));
    const photo = await fixtureImage(t.database.db, all('A bell seen from the front'));
    const data = {
      title: { ko: '종', en: 'Bell' },
      maker: { ko: '작자 미상', en: 'Unknown maker' },
      madeIn: { ko: '1960년', en: '1960' },
      material: { ko: '청동', en: 'Bronze' },
      scaleAndWeight: { ko: '높이 40cm', en: 'Height 40 cm' },
      creditLine: { ko: '2010년 박정희 기증', en: 'Gift of Park Jung-hee, 2010' },
      objectNumber: ' ATM.2010.4 ',
      rights: { ko: '퍼블릭 도메인', en: 'Public domain' },
      images: [{ image: photo, caption: { ko: '정면', en: 'Front' } }],
    };
    const tooLong = await staff('POST', '/artworks', {
      data: { ...data, images: [{ image: photo, caption: { ko: '가'.repeat(301) } }] },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toMatchObject({ 'images.0.caption.ko': 'TOO_LONG' });
    const noPicture = await staff('POST', '/artworks', { data: { ...data, images: [{ caption: { ko: '정면' } }] } });
    expect(noPicture.json().fields).toMatchObject({ 'images.0.image': 'REQUIRED' });

    const id = (await staff('POST', '/artworks', { data })).json().id;
    expect((await staff('POST', `/artworks/${id}/publish`, { memo: '' })).statusCode).toBe(200);
    expect((await get(`/api/artworks/${id}`, 'en')).json()).toMatchObject({
      maker: 'Unknown maker',
      createdAt: '1960',
      material: 'Bronze',
      scaleAndWeight: 'Height 40 cm',
      creditLine: 'Gift of Park Jung-hee, 2010',
      objectNumber: 'ATM.2010.4',
      rights: 'Public domain',
      images: [{ alt: 'A bell seen from the front (en)', caption: 'Front' }],
    });
    expect((await get('/api/artworks?page=1', 'ko')).json().items).toContainEqual(
      expect.objectContaining({ id, maker: '작자 미상', createdAt: '1960년' }),
    );
  });

  it('404s for hidden, unknown and malformed artworks', async () => {
    expect((await get(`/api/artworks/${hiddenWork}`)).statusCode).toBe(404);
    expect((await get('/api/artworks/999999')).statusCode).toBe(404);
    expect((await get('/api/artworks/abc')).statusCode).toBe(404);
  });

  it('answers 304 to a current ETag, per language', async () => {
    for (const url of ['/api/exhibitions', '/api/exhibitions/founders', '/api/artworks', `/api/artworks/${lamp}`]) {
      const first = await get(url, 'en');
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const etag = String(first.headers.etag);
      expect((await get(url, 'en', etag)).statusCode).toBe(304);
      const other = await get(url, 'ko', etag);
      expect(other.statusCode).toBe(200);
      expect(other.headers.etag).not.toBe(etag);
    }
  });

  it('gives the detail pages their heads and lists public ones in the sitemap', async () => {
    expect((await t.app.inject('/en/exhibitions/founders')).body).toContain('<title>Founders’ Exhibition |');
    const artworkPage = (await t.app.inject(`/fr/artworks/${lamp}`)).body;
    expect(artworkPage).toContain('<title>Lamp (fr) |');
    expect(artworkPage).toContain('<meta name="description" content="A brass lamp (fr)">');
    expect((await t.app.inject('/en/exhibitions/hidden')).statusCode).toBe(404);
    expect((await t.app.inject(`/en/artworks/${hiddenWork}`)).statusCode).toBe(404);
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('/en/exhibitions/founders</loc>');
    expect(sitemap).toContain(`/ko/artworks/${lamp}</loc>`);
    expect(sitemap).not.toContain('/exhibitions/hidden<');
    expect(sitemap).not.toContain(`/artworks/${hiddenWork}<`);
  });
});
