import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LANGUAGES } from '@atrium/shared/languages';
import { createTestApp, type TestApp } from '#server/test/app';
import { eq } from 'drizzle-orm';
import { storeImage } from '../uploads/uploads.service';
import { media } from '../uploads/uploads.table';
import { eduSlides, familySites, mainSlides, subSlides } from './home.table';
import { hotspots, spaces } from '../spaces/spaces.table';
import { venuePages } from '../pages/pages.table';

/** Public content reads: the spec's shapes, each language with its fallbacks, ETags. */
describe('home, spaces and venue pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const png = await sharp({ create: { width: 1920, height: 800, channels: 3, background: '#654' } })
      .png()
      .toBuffer();
    const image = await storeImage(
      db,
      t.app.storage,
      { filename: 'hero.png', data: png },
      { alt: { ko: '기념관 전경', en: 'The memorial' } },
    );
    // Staff moved its focus point: crops keep the left third in view.
    await db.update(media).set({ focusX: 30, focusY: 50 }).where(eq(media.id, image.id));
    await db.insert(mainSlides).values([
      {
        position: 0,
        title: {
          ko: '기억의 집',
          en: 'A House of Memory',
          ja: '記憶の家',
          es: 'Una casa de la memoria',
          fr: 'Une maison de mémoire',
        },
        mobileTitle: { ko: '기억의 집', en: 'Memory' },
        pcImageId: image.id,
        mobileImageId: image.id,
        link: 'about/history',
      },
      // Only Korean and English: es falls back to en, ja to ko.
      { position: 1, title: { ko: '정원', en: 'The Garden' }, link: '', pcImageId: null, mobileImageId: null },
    ]);
    await db
      .insert(subSlides)
      .values({ title: { ko: '행사', en: 'Events' }, description: { ko: '설명' }, link: '', imageId: image.id });
    await db
      .insert(eduSlides)
      .values({ category: { ko: '웹툰' }, title: { ko: '첫 이야기' }, link: 'edu/webtoon', imageId: image.id });
    await db.insert(familySites).values({
      name: { ko: '재단', en: 'Foundation' },
      href: 'https://a.example.org',
      abbr: 'AF',
      category: 'family',
      maxHeight: 40,
    });
    await db.insert(spaces).values({
      slug: 'main-hall',
      name: { ko: '중앙홀', en: 'Main Hall', fr: 'Grand hall' },
      summary: { ko: '요약', en: 'Summary' },
      floor: { ko: '1층' },
      coverId: image.id,
      sections: [
        { heading: { ko: '역사', en: 'History' }, body: { ko: '<p>본문</p>', en: '<p>Body</p>' }, imageId: image.id },
      ],
      galleryIds: [image.id],
    });
    await db.insert(hotspots).values({
      top: 30,
      left: 40.5,
      direction: 'bottom',
      slug: 'main-hall',
      title: { ko: '중앙홀' },
      link: 'spaces/main-hall',
      popupImageId: image.id,
    });
    await db
      .insert(venuePages)
      .values({ slug: 'about', title: { ko: '소개', en: 'About' }, summary: { ko: '요약' }, sections: [] });
    t.app.contentCache.invalidate();
  });
  afterAll(() => t.close());
  const get = (url: string, lang: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { 'accept-language': lang, ...headers } });

  it('serves slides in the spec shape for every language', async () => {
    for (const lang of LANGUAGES) {
      const res = await get('/api/slides', lang);
      expect(res.statusCode).toBe(200);
      const { mainSlides: main, subSlides: sub, eduSlides: edu } = res.json();
      expect(main).toHaveLength(2);
      expect(Object.keys(main[0])).toEqual(
        expect.arrayContaining(['id', 'title', 'mobile_title', 'pc_img_url', 'mobile_img_url', 'link']),
      );
      expect(main[0].pc_img_url).toMatch(/^\/media\/uploads\//);
      expect(main[0].pc_img).toMatchObject({ width: 1920, height: 800 });
      expect(Object.keys(sub[0])).toEqual(expect.arrayContaining(['img_url', 'title', 'description', 'link']));
      expect(Object.keys(edu[0])).toEqual(
        expect.arrayContaining(['img_url', 'category', 'title', 'description', 'link']),
      );
    }
  });

  it('falls back as the spec says and says which language it served', async () => {
    const title = async (lang: string) => {
      const slide = (await get('/api/slides', lang)).json().mainSlides[1];
      return [slide.title, slide.lang];
    };
    expect(await title('en')).toEqual(['The Garden', 'en']);
    expect(await title('es')).toEqual(['The Garden', 'en']);
    expect(await title('fr')).toEqual(['The Garden', 'en']);
    expect(await title('ja')).toEqual(['정원', 'ko']);
    // A mobile title missing in every language is the title itself.
    expect((await get('/api/slides', 'en')).json().mainSlides[1].mobile_title).toBe('The Garden');
    // Image alt text falls back too.
    expect((await get('/api/slides', 'es')).json().mainSlides[0].pc_img.alt).toBe('The memorial');
    expect((await get('/api/spaces', 'fr')).json()[0].name).toBe('Grand hall');
    expect((await get('/api/spaces', 'es')).json()[0]).toMatchObject({ name: 'Main Hall', lang: 'en' });
  });

  it('answers 304 for a matching ETag, per language', async () => {
    const first = await get('/api/slides', 'ja');
    const etag = first.headers.etag as string;
    expect((await get('/api/slides', 'ja', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/api/slides', 'en', { 'if-none-match': etag })).statusCode).toBe(200);
    expect(first.headers.vary).toContain('Accept-Language');
  });

  it('serves spaces by id or slug, hotspots, family sites and venue pages', async () => {
    const [space] = (await get('/api/spaces', 'en')).json();
    const byId = (await get(`/api/spaces/${space.id}`, 'en')).json();
    const bySlug = (await get('/api/spaces/main-hall', 'en')).json();
    expect(byId).toEqual(bySlug);
    expect(bySlug.sections[0]).toMatchObject({
      heading: 'History',
      html: '<p>Body</p>',
      image: { alt: 'The memorial', focus: { x: 30, y: 50 } },
    });
    expect(bySlug.gallery).toHaveLength(1);
    expect((await get('/api/spaces/nowhere', 'en')).statusCode).toBe(404);
    const { items } = (await get('/api/spaces/hotspots', 'en')).json();
    expect(items[0]).toMatchObject({
      top: 30,
      left: 40.5,
      direction: 'bottom',
      slug: 'main-hall',
      title: '중앙홀',
      link: 'spaces/main-hall',
      // Only Korean text: served in ko, and the reply says so.
      lang: 'ko',
    });
    expect(items[0].popup_img_url).toMatch(/^\/media\//);
    const sites = (await get('/api/family-sites', 'en')).json().sites;
    expect(sites[0]).toMatchObject({ name: 'Foundation', abbr: 'AF', category: 'family', maxHeight: 40, lang: 'en' });
    expect((await get('/api/family-sites', 'ja')).json().sites[0]).toMatchObject({ name: '재단', lang: 'ko' });
    expect((await get('/api/spaces/hotspots', 'es')).json().items[0]).toMatchObject({ title: '중앙홀', lang: 'ko' });
    expect((await get('/api/pages/about', 'fr')).json()).toMatchObject({ title: 'About', lang: 'en' });
    expect((await get('/api/pages/brochure', 'en')).statusCode).toBe(404);
    // A slug that is no venue page names nothing.
    expect((await get('/api/pages/secret', 'en')).statusCode).toBe(404);
  });

  it('serves a changed text once the cache is invalidated, with a new ETag', async () => {
    const before = await get('/api/spaces', 'ko');
    await t.database.db.update(spaces).set({ name: { ko: '대강당', en: 'Great Hall' } });
    expect((await get('/api/spaces', 'ko')).json()[0].name).toBe('중앙홀');
    t.app.contentCache.invalidate();
    const after = await get('/api/spaces', 'ko');
    expect(after.json()[0].name).toBe('대강당');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('titles a space page after the space, and lists it in the sitemap', async () => {
    const page = await t.app.inject('/en/spaces/main-hall');
    expect(page.body).toContain('<title>Great Hall |');
    expect((await t.app.inject('/en/spaces/nowhere')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap.xml')).body).toContain('https://atrium.test/ja/spaces/main-hall');
  });

  it('puts the slides and the hero image preload into the home page HTML', async () => {
    const html = (await t.app.inject('/en/')).body;
    const boot = JSON.parse(html.match(/<script type="application\/json" id="boot">([^<]*)<\/script>/)?.[1] ?? '{}');
    const slides = boot.prefetched.find((q: { key: string[] }) => q.key[1] === 'slides');
    expect(slides.key).toEqual(['home', 'slides', 'en']);
    expect(slides.data.mainSlides[0].title).toBe('A House of Memory');
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" fetchpriority="high" media="\(min-width: 600px\)"/,
    );
    expect(html).toContain('imagesrcset="/media/uploads/');
  });

  it('puts the spaces and the map markers into the /spaces page HTML', async () => {
    const html = (await t.app.inject('/fr/spaces')).body;
    const boot = JSON.parse(html.match(/<script type="application\/json" id="boot">([^<]*)<\/script>/)?.[1] ?? '{}');
    const keys = boot.prefetched.map((q: { key: string[] }) => q.key);
    expect(keys).toEqual([
      ['spaces', 'fr', 'list'],
      ['spaces', 'hotspots', 'fr'],
    ]);
    expect(boot.prefetched[0].data[0]).toMatchObject({ slug: 'main-hall', lang: expect.any(String) });
  });

  it('preloads, per screen size, the picture of the first slide the carousel shows there', async () => {
    // A new first slide with only a pc picture: phones skip it (docs/spec/product-spec.md §2), so their preload stays
    // on the next slide's mobile picture while wide screens preload the new pc picture.
    const png = await sharp({ create: { width: 1600, height: 700, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    const pcOnly = await storeImage(t.database.db, t.app.storage, { filename: 'pc-only.png', data: png }, {});
    await t.database.db
      .insert(mainSlides)
      .values({ position: -1, title: { ko: '새 전시' }, link: '', pcImageId: pcOnly.id, mobileImageId: null });
    t.app.contentCache.invalidate();
    const html = (await t.app.inject('/ko/')).body;
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*media="([^"]+)" imagesrcset="([^"]+)"/g)];
    const srcsetFor = (media: string) => preloads.find((m) => m[1]?.includes(media))?.[2] ?? '';
    expect(srcsetFor('min-width')).toContain(pcOnly.storageKey);
    expect(srcsetFor('max-width')).not.toContain(pcOnly.storageKey);
    expect(srcsetFor('max-width')).toMatch(/^\/media\/uploads\//);
  });
});
