import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { storableTextPlugin } from './plugins/storable-text';
import { jsonBodyPlugin } from './plugins/json-body';
import { JSON_BODY } from '@atrium/shared/limits';
import { errorsPlugin } from './plugins/errors';
import { localePlugin } from './plugins/locale';
import { securityPlugin } from './plugins/security';
import { readInlineScripts } from './lib/inline-scripts';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { metricsPlugin } from './plugins/metrics';
import { precompressedPlugin } from './plugins/precompressed';
import { docsPlugin } from './plugins/docs';
import { staticAssetsPlugin } from './plugins/static-assets';
import { createI18nRepository } from './modules/i18n/i18n.repository';
import { createI18nService, type I18nService } from './modules/i18n/i18n.service';
import { i18nRoutes } from './modules/i18n/i18n.routes';
import { healthRoutes } from './modules/health/health.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { siteRoutes } from './modules/site/site.routes';
import { createSiteRegistry, type SiteRegistry } from './modules/site/site.registry';
import { createRateLimits, type RateLimits } from './lib/rate-limits';
import { loggerOptions, type LogSettings } from './lib/logger';
import { createBus } from './lib/bus';
import { createChangeCounts } from './lib/change-counts';
import { scaleWarnings } from './lib/scale-warnings';
import { createStorage, type Storage } from './lib/storage';
import { startOrphanSweep } from './modules/uploads/orphan-sweep';
import { registerAccounts } from './modules/auth/auth.module';
import { registerAdmin } from './modules/admin/admin.module';
import { registerHomeContent } from './modules/home/home.module';
import { registerNews } from './modules/news/news.module';
import { registerEdu } from './modules/edu/edu.module';
import { registerEvents } from './modules/events/events.module';
import { registerSiteInfo } from './modules/site-info/site-info.module';
import { registerVisit } from './modules/visit/visit.module';
import { registerContent } from './modules/content/content.module';
import { failedReleasesOf, registerReleases } from './modules/releases/releases.module';
import { registerSearch } from './modules/search/search.module';
import type { Search } from './modules/search/search.service';
import { createTranslationsRepository } from './modules/translations/translations.repository';
import { createTranslations } from './modules/translations/translations.service';
import { createAudit } from './modules/audit/audit.service';
import { createContentCache, type ContentCache } from './lib/content-cache';
import { createAuditedWrite } from './lib/audited-write';
import type { PeerMode } from '@atrium/shared/api/propagation';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    i18n: I18nService;
    site: SiteRegistry;
    limiter: RateLimits;
    contentCache: ContentCache;
    storage: Storage;
    /** The site search (its index catches up at each start). */
    siteSearch: Search;
    /** How changes reach the other instances now (lib/bus.ts): publish answers say it. */
    peers: () => PeerMode;
    /** The app's clock; tests replace `now` to place "now" anywhere (venue-day boundaries). */
    clock: { now: () => Date };
  }
}

export interface BuildOptions {
  /** The opened database (server.ts opens it from the config; tests share one per file). */
  database: Database;
  /** Logger override: tests silence it (false), or capture its lines (a stream). */
  logger?: false | LogSettings;
  /** The clock (default: the system's); `app.clock.now` can also be replaced later. */
  now?: () => Date;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * Builds the whole app on an opened database: plugins first, then feature modules, then the
 * site's HTML routes. Creating the first admin and seeding are boot steps (server.ts, boot.ts).
 */
export async function buildApp(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(options.logger ?? { level: config.logLevel }),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // genReqId reads x-request-id itself, keeping only well-formed ids.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Staff routes take more (admin.module.ts); the JSON's shape is bounded too (plugins/json-body.ts).
    bodyLimit: JSON_BODY.publicBytes,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { database } = options;

  // Changes (content saved, UI strings published) reach every server process through the bus.
  for (const warning of scaleWarnings(config)) app.log.warn(warning);
  // Changes are also counted in the database: an instance cut off from Redis polls the counts.
  const bus = await createBus(config.redisUrl, app.log, createChangeCounts(database.db));
  app.addHook('onClose', async () => bus.close());
  // A reply after a change goes out once every instance has applied it (read-your-writes anywhere).
  app.addHook('onSend', (_request, _reply, payload, done) => {
    const settling = bus.settled();
    if (!settling) return done(null, payload);
    void settling.then(() => done(null, payload));
  });
  const i18n = createI18nService(database.db, createI18nRepository(database.db), bus);
  await i18n.init();
  const site = createSiteRegistry();
  const limiter = await createRateLimits(config.redisUrl, app.log);
  await limiter.ready();
  app.addHook('onClose', async () => limiter.close());

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('i18n', i18n);
  app.decorate('site', site);
  app.decorate('limiter', limiter);
  app.decorate('peers', bus.peers);

  // External plugins, then the app's own decorators and hooks.
  await app.register(gracefulClosePlugin);
  await app.register(metricsPlugin, { config, database, limiter, bus });
  // Scripts the pages carry inline: the CSP allows them by hash, the HTML routes write them.
  const inlineScripts = readInlineScripts(config.webDist);
  await app.register(securityPlugin, { config, inlineScripts });
  await app.register(precompressedPlugin);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } } });
  await app.register(localePlugin);
  await app.register(errorsPlugin, { i18n });
  await app.register(jsonBodyPlugin);
  await app.register(storableTextPlugin);
  await app.register(docsPlugin, { staffOnly: config.env === 'production' });

  // Feature modules under /api.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, peers: bus.peers });
      await api.register(i18nRoutes, { i18n });
      await api.register(analyticsRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );
  const clock = { now: options.now ?? (() => new Date()) };
  app.decorate('clock', clock);
  const audit = createAudit(database.db);
  const contentCache = createContentCache(bus);
  const { mailer, mails } = await registerAccounts(app, {
    config,
    database,
    limiter,
    i18n,
    clock,
    audit,
    cache: contentCache,
    site,
  });
  const storage = await createStorage(config);
  app.decorate('contentCache', contentCache);
  app.decorate('storage', storage);
  // Stored files that no row names: removed hourly, on one instance (modules/uploads/orphan-sweep.ts).
  let orphanSweep: ReturnType<typeof startOrphanSweep> | undefined;
  app.addHook('onReady', async () => {
    orphanSweep = startOrphanSweep(database.db, storage, app.log);
  });
  app.addHook('onClose', async () => orphanSweep?.stop());
  await registerHomeContent(app, { database, storage, site, cache: contentCache });
  const siteInfo = await registerSiteInfo(app, { database, site, cache: contentCache });
  const news = await registerNews(app, { database, storage, site, cache: contentCache });
  await registerEdu(app, { database, storage, site, cache: contentCache, timezone: config.timezone, clock });
  await registerVisit(app, { database, storage, site, cache: contentCache, clock });
  const events = await registerEvents(app, {
    config,
    database,
    storage,
    site,
    cache: contentCache,
    audit,
    clock,
    i18n,
  });
  // The UI strings' translation gaps join the content's in the coverage and the dashboard.
  const translations = createTranslations(
    createTranslationsRepository(database.db),
    i18n,
    audit,
    createAuditedWrite(database.db, audit, contentCache),
  );
  const content = registerContent(app, {
    config,
    database,
    audit,
    cache: contentCache,
    clock,
    otherCoverage: translations.coverage,
    failedReleases: failedReleasesOf(database.db),
  });
  const releases = registerReleases(app, {
    config,
    database,
    content: content.content,
    audit,
    cache: contentCache,
    clock,
    mailer,
    mails,
  });
  // Registered before the demo seed publishes (boot.ts), so the index follows it.
  const search = await registerSearch(app, {
    database,
    content: content.content,
    limiter,
    site,
    programs: events.programs,
  });
  app.decorate('siteSearch', search);
  await registerAdmin(app, {
    config,
    database,
    storage,
    audit,
    translations,
    features: [news.adminRoutes, events.adminRoutes, content.adminRoutes, releases.adminRoutes, search.adminRoutes],
  });

  // The built web app and every HTML route.
  await app.register(staticAssetsPlugin, { webDist: config.webDist });
  await app.register(siteRoutes, {
    i18n,
    registry: site,
    publicUrl: config.publicUrl,
    webDist: config.webDist,
    gaMeasurementId: config.gaMeasurementId,
    inlineScripts,
    siteLinks: siteInfo.links,
    preview: content.preview,
    timezone: config.timezone,
  });
  return app;
}
