import type { FastifyInstance } from 'fastify';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { eventParamsSchema, programParamsSchema } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { sessionHead, summaryHead } from '@atrium/shared/own-heads';
import type { Config } from '#server/config';
import type { ContentCache } from '#server/lib/content-cache';
import type { Database } from '#server/db/client';
import { loadSigningSecret } from '#server/lib/secrets';
import type { Storage } from '#server/lib/storage';
import type { HeadResolver, PagePrefetch, SiteRegistry } from '../site/site.registry';
import { eventLd, programLd } from '../site/site.structured-data';
import { cachedQuery, keptUntilDateMayTurn, prefetchOf } from '../site/site.prefetch';
import type { Audit } from '../audit/audit.service';
import type { I18nService } from '../i18n/i18n.service';
import type { AdminRoutes } from '../admin/admin.module';
import { createImages } from '../uploads/media.presenter';
import { createPrograms } from '../programs/programs.service';
import { adminProgramsRoutes, programsRoutes } from '../programs/programs.routes';
import { createEventsRepository } from './events.repository';
import { createCheckInsRepository } from './events.check-ins.repository';
import { createGiftsRepository } from './events.gifts.repository';
import { createAttendanceRepository } from './events.attendance.repository';
import { createEventEditor } from './events.editor';
import { createEvents } from './events.service';
import { createCheckIns } from './check-in.service';
import { createGiftAdmin } from './gifts.admin.service';
import { createAuditedWrite } from '#server/lib/audited-write';
import { createGiftLinks } from './gift-links';
import { createAttendance } from './attendance.service';
import { eventsRoutes } from './events.routes';
import { adminEventsRoutes } from './events.admin.routes';
import type { Clock } from './venue-time';

interface Deps {
  config: Config;
  database: Database;
  storage: Storage;
  site: SiteRegistry;
  cache: ContentCache;
  audit: Audit;
  clock: Clock;
  i18n: I18nService;
}

/**
 * Events, programs and the daily check-in: public reads, member check-in and gifts, heads and
 * sitemap entries of public events and programs; the staff routes go in the admin scope.
 */
export async function registerEvents(
  app: FastifyInstance,
  { config, database, storage, site, cache, audit, clock, i18n }: Deps,
) {
  const db = database.db;
  const timezone = config.timezone;
  const images = createImages(db, storage);
  const repo = createEventsRepository(db);
  const programs = createPrograms(db, images, audit, cache, timezone);
  const events = createEvents({
    repo,
    images,
    clock,
    timezone,
    programsOf: (id, lang) => programs.ofEvent(id, lang),
  });
  // The engine registers after this module; its admin calls come later, when it is there.
  const giftRows = createGiftsRepository(db);
  const editor = createEventEditor({ repo, gifts: giftRows, events, images, storage, content: () => app.content });
  const links = createGiftLinks(loadSigningSecret(config.jwtSecret, config.dataDir));
  const checkIns = createCheckIns({
    repo,
    checkIns: createCheckInsRepository(db),
    gifts: giftRows,
    storage,
    links,
    clock,
    timezone,
  });
  const gifts = createGiftAdmin(repo, giftRows, storage, createAuditedWrite(db, audit, cache));
  const attendance = createAttendance(repo, createAttendanceRepository(db), audit, clock, timezone, (lang, key) =>
    i18n.text(lang, 'admin', key),
  );

  await app.register(eventsRoutes, { prefix: '/api', events, checkIns, cache });
  await app.register(programsRoutes, {
    prefix: '/api',
    programs,
    cache,
    publicUrl: config.publicUrl,
    now: () => clock.now(),
  });

  site.addHead('eventDetail', async ({ id = '' }, lang) => {
    const event = /^\d{1,9}$/.test(id) ? await events.detail(Number(id), lang) : undefined;
    return event ? { ...summaryHead(event), structuredData: (page) => eventLd(event, page) } : null;
  });
  const programHead: HeadResolver = async (params, lang) => {
    const { categoryId = '', programId = '', sessionId } = params;
    if (![categoryId, programId].every((v) => /^\d{1,9}$/.test(v))) return null;
    const program = await programs.detail(Number(categoryId), Number(programId), lang);
    if (!program) return null;
    if (sessionId === undefined) return { ...summaryHead(program), structuredData: (page) => programLd(program, page) };
    const session = program.sessions.find((s) => String(s.id) === sessionId);
    if (!session) return null;
    return { ...sessionHead(session, program), structuredData: (page) => programLd(program, page, session.id) };
  };
  site.addHead('program', programHead);
  site.addHead('programSession', programHead);
  site.addSitemapSource(async () => {
    const [eventRows, tree] = await Promise.all([repo.publicSitemap(), programs.publicTree()]);
    const programRows = new Map(tree.map((r) => [r.programId, r]));
    return [
      ...eventRows.map((e) => ({
        pageId: 'eventDetail' as const,
        params: { id: String(e.id) },
        lastModified: e.updatedAt,
      })),
      ...[...programRows.values()].map((r) => ({
        pageId: 'program' as const,
        params: { categoryId: String(r.categoryId), programId: String(r.programId) },
        lastModified: r.updatedAt,
      })),
      ...tree
        .filter((r) => r.sessionId !== null)
        .map((r) => ({
          pageId: 'programSession' as const,
          params: { categoryId: String(r.categoryId), programId: String(r.programId), sessionId: String(r.sessionId) },
          lastModified: r.updatedAt,
        })),
    ];
  });

  // The pages' data in their HTML, under the API routes' cache keys (events.routes.ts,
  // programs.routes.ts); a member's check-ins and gifts load in the browser.
  // Which events are in progress, upcoming or past turns with the venue's date.
  const dated = (prefetch: Promise<PagePrefetch>) => keptUntilDateMayTurn(prefetch, () => clock.now());
  site.addPrefetch('event', (_params, lang) =>
    dated(
      prefetchOf(
        cachedQuery(cache, `events:${events.today()}:${lang}`, PREFETCH_KEYS.events(lang), () => events.list(lang)),
      ),
    ),
  );
  site.addPrefetch('eventDetail', (params, lang) => {
    const parsed = eventParamsSchema.safeParse(params);
    if (!parsed.success) return prefetchOf();
    const { id } = parsed.data;
    return dated(
      prefetchOf(
        cachedQuery(cache, `event:${id}:${events.today()}:${lang}`, PREFETCH_KEYS.event(lang, id), () =>
          events.detail(id, lang),
        ),
      ),
    );
  });
  const programPrefetch = (params: Record<string, string>, lang: Language) => {
    const parsed = programParamsSchema.safeParse(params);
    if (!parsed.success) return prefetchOf();
    const { categoryId, programId } = parsed.data;
    return prefetchOf(
      cachedQuery(
        cache,
        `program:${categoryId}:${programId}:${lang}`,
        PREFETCH_KEYS.program(lang, categoryId, programId),
        () => programs.detail(categoryId, programId, lang),
      ),
    );
  };
  site.addPrefetch('program', programPrefetch);
  site.addPrefetch('programSession', programPrefetch);

  const adminRoutes: AdminRoutes = async (admin) => {
    await admin.register(adminEventsRoutes, { events, editor, gifts, attendance });
    await admin.register(adminProgramsRoutes, { programs });
  };
  return { adminRoutes, programs };
}
