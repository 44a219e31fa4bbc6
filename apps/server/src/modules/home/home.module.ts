import type { FastifyInstance } from 'fastify';
import { spaceHead } from '@atrium/shared/own-heads';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { spaceParamsSchema, type VenuePageSlug } from '@atrium/shared/api/content';
import { firstMainSlideAt, mainSlideAt, type MainSlideSize } from '@atrium/shared/home-content';
import type { Language } from '@atrium/shared/languages';
import type { PageId } from '@atrium/shared/routes';
import { MAIN_SLIDE_IMAGES, RENDITION_WIDTHS, SPACES_MAP_SIZES, srcSet } from '@atrium/shared/media-urls';
import type { Database } from '#server/db/client';
import type { ContentCache } from '#server/lib/content-cache';
import { escapeHtml } from '#server/lib/html';
import type { Storage } from '#server/lib/storage';
import type { SiteRegistry } from '../site/site.registry';
import { cachedQuery, keptUntilDateMayTurn, prefetchOf } from '../site/site.prefetch';
import { createImages } from '../uploads/media.presenter';
import { createSpaces } from '../spaces/spaces.service';
import { spacesRoutes } from '../spaces/spaces.routes';
import { createPages } from '../pages/pages.service';
import { pagesRoutes } from '../pages/pages.routes';
import { createVisit } from '../visit/visit.service';
import { createHome } from './home.service';
import { homeRoutes, todayCacheKey } from './home.routes';
import { createToday } from './home.today';

interface Deps {
  database: Database;
  storage: Storage;
  site: SiteRegistry;
  cache: ContentCache;
}

/**
 * The home page, spaces and venue pages: public reads under /api, the space pages' heads and
 * sitemap entries, and the home page's first data and hero image preload in its HTML.
 */
export async function registerHomeContent(app: FastifyInstance, { database, storage, site, cache }: Deps) {
  const images = createImages(database.db, storage);
  const home = createHome(database.db, images);
  const spaces = createSpaces(database.db, images);
  const pages = createPages(database.db, images);
  // The visit block's data (open now, today's hours), the same as GET /api/visit answers.
  const today = createToday({
    db: database.db,
    images,
    storage,
    clock: app.clock,
    timezone: app.config.timezone,
  });
  const visit = createVisit(database.db, { timezone: app.config.timezone, clock: app.clock, cache, images });

  await app.register(
    async (api) => {
      await api.register(homeRoutes, { home, today, cache });
      await api.register(spacesRoutes, { spaces, cache });
      await api.register(pagesRoutes, { pages, cache });
    },
    { prefix: '/api' },
  );

  // The museum in every page's structured data: its address, hours and contact (site.structured-data.ts).
  site.setVenue(async (lang) => {
    const v = await visit.forVisitor(lang);
    return { ...v, phone: v.contact.phone, email: v.contact.email };
  });
  site.addHead('space', async ({ slug = '' }, lang) => {
    const space = await spaces.one(slug, lang);
    return space ? spaceHead(space) : null;
  });
  site.addSitemapSource(async () =>
    (await spaces.list('ko')).map((s) => ({ pageId: 'space' as const, params: { slug: s.slug } })),
  );

  const read = async <T>(key: string, build: () => Promise<T>): Promise<T> =>
    JSON.parse((await cache.get(key, build)).json) as T;
  const readHotspots = (lang: Language) => read(`hotspots:${lang}`, () => spaces.hotspots(lang));

  const homePrefetch = async (lang: Language) => {
    const [slides, hotspots, todayInfo, visitInfo] = await Promise.all([
      read(`slides:${lang}`, () => home.slides(lang)),
      readHotspots(lang),
      read(todayCacheKey(today, lang), () => today.forDay(lang)),
      // Without it the page still renders (the block then loads in the browser).
      visit.forVisitor(lang).catch((err: unknown) => {
        app.log.warn({ err }, 'visit information unavailable');
        return null;
      }),
    ]);
    // Per size, the picture the carousel shows first there (the shared rule skips slides
    // without one), so the preload is the download the page uses.
    const preload = (which: MainSlideSize) => {
      const first = firstMainSlideAt(slides.mainSlides, which);
      const image = first ? mainSlideAt(first, which)?.image : undefined;
      if (!image) return '';
      const spec = MAIN_SLIDE_IMAGES[which];
      return imagePreload(srcSet(image.url, 'avif', spec.widths, image.width), spec.sizes, spec.media);
    };
    return {
      queries: [
        { key: PREFETCH_KEYS.slides(lang), data: slides },
        { key: PREFETCH_KEYS.hotspots(lang), data: hotspots },
        { key: PREFETCH_KEYS.today(lang), data: todayInfo },
        ...(visitInfo ? [{ key: PREFETCH_KEYS.visit(lang), data: visitInfo }] : []),
      ],
      headLinks: [preload('mobile'), preload('pc')].filter(Boolean),
      // Whether the venue is open now turns by the minute.
      ...(visitInfo ? { freshUntil: (Math.floor(app.clock.now().getTime() / 60_000) + 1) * 60_000 } : {}),
    };
  };
  site.addPrefetch('home', async (_params, lang) => {
    // Today's block turns with the venue's date; whether the venue is open now turns by the
    // minute: the finished page is kept until the sooner of the two.
    const page = await homePrefetch(lang);
    const dated = await keptUntilDateMayTurn(Promise.resolve(page), () => app.clock.now());
    return { ...dated, freshUntil: Math.min(dated.freshUntil ?? Infinity, page.freshUntil ?? Infinity) };
  });

  // /spaces opens with the venue map (its largest paint) above the list of spaces.
  site.addPrefetch('spaces', async (_params, lang) => {
    const [list, hotspots] = await Promise.all([read(`spaces:${lang}`, () => spaces.list(lang)), readHotspots(lang)]);
    const { map } = hotspots;
    return {
      queries: [
        { key: PREFETCH_KEYS.spaces(lang), data: list },
        { key: PREFETCH_KEYS.hotspots(lang), data: hotspots },
      ],
      headLinks: map ? [imagePreload(srcSet(map.url, 'avif', RENDITION_WIDTHS, map.width), SPACES_MAP_SIZES)] : [],
    };
  });
  // A space's page and the venue's own pages: their data in their HTML, under the API routes'
  // cache keys (spaces.routes.ts, pages.routes.ts).
  site.addPrefetch('space', ({ slug = '' }, lang) => {
    if (!spaceParamsSchema.safeParse({ id: slug }).success) return prefetchOf();
    return prefetchOf(
      cachedQuery(cache, `space:${slug}:${lang}`, PREFETCH_KEYS.space(lang, slug), () => spaces.one(slug, lang)),
    );
  });
  for (const [pageId, slug] of Object.entries(VENUE_PAGES) as Array<[PageId, VenuePageSlug]>) {
    site.addPrefetch(pageId, (_params, lang) =>
      prefetchOf(
        cachedQuery(cache, `page:${slug}:${lang}`, PREFETCH_KEYS.venuePage(lang, slug), () => pages.one(slug, lang)),
      ),
    );
  }
  return { home, spaces, pages };
}

/** The site's pages that show a venue page, and which (the web's venue feature pages). */
const VENUE_PAGES: Partial<Record<PageId, VenuePageSlug>> = {
  about: 'about',
  aboutHistory: 'history',
  aboutSunghwa: 'sunghwa',
  ceremony: 'ceremony',
  brochure: 'brochure',
  termsService: 'terms-service',
  termsPrivacy: 'terms-privacy',
};

/** A first-paint picture's AVIF preload, with the srcset and sizes its <picture> uses (so the download is reused). */
function imagePreload(srcset: string, sizes: string, media?: string): string {
  const mediaAttr = media ? ` media="${media}"` : '';
  return `<link rel="preload" as="image" type="image/avif" fetchpriority="high"${mediaAttr} imagesrcset="${escapeHtml(srcset)}" imagesizes="${sizes}">`;
}
