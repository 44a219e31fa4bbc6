import type { FastifyInstance } from 'fastify';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { MAIN_SLIDE_IMAGES, srcSet } from '@atrium/shared/media-urls';
import type { Database } from '../../db/client';
import type { ContentCache } from '../../lib/content-cache';
import { escapeHtml } from '../../lib/html';
import type { Storage } from '../../lib/storage';
import type { SiteRegistry } from '../site/site.registry';
import { createImages } from '../uploads/media.presenter';
import { createSpaces } from '../spaces/spaces.service';
import { spacesRoutes } from '../spaces/spaces.routes';
import { createPages } from '../pages/pages.service';
import { pagesRoutes } from '../pages/pages.routes';
import { createHome } from './home.service';
import { homeRoutes } from './home.routes';

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

  await app.register(
    async (api) => {
      await api.register(homeRoutes, { home, cache });
      await api.register(spacesRoutes, { spaces, cache });
      await api.register(pagesRoutes, { pages, cache });
    },
    { prefix: '/api' },
  );

  site.addHead('space', async ({ slug = '' }, lang) => {
    const space = await spaces.one(slug, lang);
    return space ? { title: space.name, description: space.summary, image: space.cover?.url } : null;
  });
  site.addSitemapSource(async () =>
    (await spaces.list('ko')).map((s) => ({ pageId: 'space' as const, params: { slug: s.slug } })),
  );

  site.addPrefetch('home', async (_params, lang) => {
    const read = async (key: string, build: () => Promise<unknown>) => JSON.parse((await cache.get(key, build)).json);
    const [slides, hotspots] = await Promise.all([
      read(`slides:${lang}`, () => home.slides(lang)),
      read(`hotspots:${lang}`, () => spaces.hotspots(lang)),
    ]);
    const first = (slides as Awaited<ReturnType<typeof home.slides>>).mainSlides.find((s) => s.pc_img && s.mobile_img);
    const preload = (image: { url: string; width: number } | null, which: 'mobile' | 'pc') => {
      if (!image) return '';
      const spec = MAIN_SLIDE_IMAGES[which];
      return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" media="${spec.media}" imagesrcset="${escapeHtml(
        srcSet(image.url, 'avif', spec.widths, image.width),
      )}" imagesizes="${spec.sizes}">`;
    };
    return {
      queries: [
        { key: PREFETCH_KEYS.slides(lang), data: slides },
        { key: PREFETCH_KEYS.hotspots(lang), data: hotspots },
      ],
      headLinks: first ? [preload(first.mobile_img, 'mobile'), preload(first.pc_img, 'pc')].filter(Boolean) : [],
    };
  });
  return { home, spaces, pages };
}
