import type { FastifyInstance } from 'fastify';
import type { Language } from '@atrium/shared/languages';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { eduIdParamsSchema, exhibitionParamsSchema } from '@atrium/shared/api/edu';
import { artworkHead, summaryHead, webtoonHead } from '@atrium/shared/own-heads';
import type { Database } from '#server/db/client';
import type { ContentCache } from '#server/lib/content-cache';
import type { Storage } from '#server/lib/storage';
import type { PagePrefetch, SiteRegistry } from '../site/site.registry';
import { artworkLd, exhibitionLd } from '../site/site.structured-data';
import { cachedQuery, keptUntilDateMayTurn, listPage, prefetchOf } from '../site/site.prefetch';
import { createImages } from '../uploads/media.presenter';
import { createExhibitions } from '../exhibitions/exhibitions.service';
import { venueDate, type Clock } from '../events/venue-time';
import { exhibitionsRoutes } from '../exhibitions/exhibitions.routes';
import { createWebtoons } from '../webtoons/webtoons.service';
import { webtoonPositionRoutes, webtoonsRoutes } from '../webtoons/webtoons.routes';
import { createEpic } from '../epic/epic.service';
import { createQuizzes } from '../epic/quizzes.service';
import { epicRoutes, quizRoutes } from '../epic/epic.routes';
import { createSunghwa } from '../sunghwa/sunghwa.service';
import { sunghwaRoutes } from '../sunghwa/sunghwa.routes';

interface Deps {
  database: Database;
  storage: Storage;
  site: SiteRegistry;
  cache: ContentCache;
  /** The venue's IANA time zone and the app's clock: an exhibition is on now by the venue's date. */
  timezone: string;
  clock: Clock;
}

const numeric = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : undefined);

/**
 * Exhibitions, the online gallery and education (webtoons, the epic series and its quizzes, the
 * Sunghwa course): reads under /api, the detail pages' heads and the public pages' sitemap entries.
 */
export async function registerEdu(app: FastifyInstance, { database, storage, site, cache, timezone, clock }: Deps) {
  const { db } = database;
  const images = createImages(db, storage);
  const exhibitions = createExhibitions(db, images, storage, () => venueDate(timezone, clock.now()));
  const webtoons = createWebtoons(db, images);
  const epic = createEpic(db, images, storage);
  const quizzes = createQuizzes(db, epic);
  const sunghwa = createSunghwa(db, images, storage);

  await app.register(
    async (api) => {
      await api.register(exhibitionsRoutes, { exhibitions, cache });
      await api.register(webtoonsRoutes, { webtoons, cache });
      await api.register(epicRoutes, { epic, cache });
      // Member-only, each behind `authenticate` in its own scope.
      await api.register(webtoonPositionRoutes, { webtoons });
      await api.register(quizRoutes, { quizzes });
      await api.register(sunghwaRoutes, { sunghwa, cache });
    },
    { prefix: '/api' },
  );

  // Heads read through the content cache, so a crawled page costs no more than an API read.
  const cached = async <T>(key: string, build: () => Promise<T | undefined>): Promise<T | undefined> => {
    try {
      return JSON.parse(
        (
          await cache.get(key, async () => {
            const value = await build();
            if (value === undefined) throw new Error('not found');
            return value;
          })
        ).json,
      ) as T;
    } catch {
      return undefined;
    }
  };

  site.addHead('exhibition', async ({ slug = '' }, lang) => {
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
    const e = await cached(`exhibition:${slug}:${exhibitions.today()}:${lang}`, () => exhibitions.bySlug(slug, lang));
    return e ? { ...summaryHead(e), structuredData: (page) => exhibitionLd(e, page) } : null;
  });
  site.addHead('artwork', async ({ id = '' }, lang) => {
    const n = numeric(id);
    const a = n ? await cached(`artwork:${n}:${lang}`, () => exhibitions.artwork(n, lang)) : undefined;
    return a ? { ...artworkHead(a), structuredData: (page) => artworkLd(a, page) } : null;
  });
  site.addHead('webtoon', async ({ id = '' }, lang) => {
    const n = numeric(id);
    const w = n ? await cached(`webtoon:${n}:${lang}`, () => webtoons.episode(n, lang)) : undefined;
    return w ? webtoonHead(w) : null;
  });
  site.addHead('eduEpic', async ({ id = '' }, lang) => {
    const n = numeric(id);
    const e = n ? await cached(`epic:${n}:${lang}`, () => epic.episode(n, lang)) : undefined;
    return e ? summaryHead(e) : null;
  });

  // The public pages' data in their HTML, under the API routes' cache keys (exhibitions,
  // webtoons and epic routes). The lists' hooks keep only the reply's items.
  const items = <T>(reply: { items: T[] }) => reply.items;
  const idOf = (params: Record<string, string>) => eduIdParamsSchema.safeParse(params).data?.id;
  // An exhibition's status turns at the venue's midnight: its pages are kept finished until the
  // date may turn, and cached under the day, as the API routes are.
  const untilTurn = (prefetch: Promise<PagePrefetch>) => keptUntilDateMayTurn(prefetch, () => clock.now());
  site.addPrefetch('exhibitions', (_params, lang) =>
    untilTurn(
      prefetchOf(
        cachedQuery(
          cache,
          `exhibitions:${exhibitions.today()}:${lang}`,
          PREFETCH_KEYS.exhibitions(lang),
          () => exhibitions.list(lang),
          items,
        ),
      ),
    ),
  );
  site.addPrefetch('exhibition', (params, lang) => {
    const slug = exhibitionParamsSchema.safeParse(params).data?.slug;
    if (!slug) return prefetchOf();
    return untilTurn(
      prefetchOf(
        cachedQuery(
          cache,
          `exhibition:${slug}:${exhibitions.today()}:${lang}`,
          PREFETCH_KEYS.exhibition(lang, slug),
          () => exhibitions.bySlug(slug, lang),
        ),
      ),
    );
  });
  site.addPrefetch('artworks', ({ page }, lang) => {
    const n = listPage(page);
    return prefetchOf(
      cachedQuery(cache, `artworks::${n}:${lang}`, PREFETCH_KEYS.artworks(lang, n), () =>
        exhibitions.artworks(n, undefined, lang),
      ),
    );
  });
  site.addPrefetch('artwork', (params, lang) => {
    const id = idOf(params);
    if (!id) return prefetchOf();
    return prefetchOf(
      cachedQuery(cache, `artwork:${id}:${lang}`, PREFETCH_KEYS.artwork(lang, id), () => exhibitions.artwork(id, lang)),
    );
  });
  site.addPrefetch('webtoons', (_params, lang) =>
    prefetchOf(cachedQuery(cache, `webtoons:${lang}`, PREFETCH_KEYS.webtoons(lang), () => webtoons.list(lang), items)),
  );
  site.addPrefetch('webtoon', (params, lang) => {
    const id = idOf(params);
    if (!id) return prefetchOf();
    return prefetchOf(
      cachedQuery(cache, `webtoon:${id}:${lang}`, PREFETCH_KEYS.webtoon(lang, id), () => webtoons.episode(id, lang)),
    );
  });
  const epicList = (lang: Language) =>
    cachedQuery(cache, `epic:${lang}`, PREFETCH_KEYS.epics(lang), () => epic.list(lang), items);
  site.addPrefetch('eduEpics', (_params, lang) => prefetchOf(epicList(lang)));
  // The episode and, for the list of episodes beside it on wide screens, the series.
  site.addPrefetch('eduEpic', (params, lang) => {
    const id = idOf(params);
    if (!id) return prefetchOf();
    return prefetchOf(
      cachedQuery(cache, `epic:${id}:${lang}`, PREFETCH_KEYS.epic(lang, id), () => epic.episode(id, lang)),
      epicList(lang),
    );
  });

  site.addSitemapSource(async () => {
    const [{ exhibitions: shows, artworks }, toons, episodes] = await Promise.all([
      exhibitions.publicEntries(),
      webtoons.publicEpisodes(),
      epic.publicEpisodes(),
    ]);
    return [
      ...shows.map((e) => ({ pageId: 'exhibition' as const, params: { slug: e.slug }, lastModified: e.updatedAt })),
      ...artworks.map((a) => ({ pageId: 'artwork' as const, params: { id: String(a.id) }, lastModified: a.updatedAt })),
      ...toons.map((w) => ({ pageId: 'webtoon' as const, params: { id: String(w.id) }, lastModified: w.updatedAt })),
      ...episodes.map((e) => ({ pageId: 'eduEpic' as const, params: { id: String(e.id) }, lastModified: e.updatedAt })),
    ];
  });
  return { exhibitions, webtoons, epic, quizzes, sunghwa };
}
