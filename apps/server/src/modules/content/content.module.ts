import type { FastifyInstance } from 'fastify';
import type { Attention, Coverage } from '@atrium/shared/api/content-admin';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { loadSigningSecret } from '#server/lib/secrets';
import { createPreview } from './content.preview';
import { createAuditedWrite } from '#server/lib/audited-write';
import type { ContentCache } from '#server/lib/content-cache';
import type { Audit } from '../audit/audit.service';
import { createContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { createImages } from '../uploads/media.presenter';
import { startContentScheduler, startDraftThinning } from './content.scheduler';
import { createContentService, type ContentService } from './content.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The editorial engine (tests run its scheduler's work directly). */
    content: ContentService;
  }
}

interface Deps {
  config: Config;
  database: Database;
  audit: Audit;
  cache: ContentCache;
  clock: { now: () => Date };
  /** Rows the coverage adds beside the content types' (the UI strings'). */
  otherCoverage?: () => Promise<Coverage>;
  /** Releases that failed to go live, for the dashboard. */
  failedReleases?: () => Promise<Attention['failedReleases']>;
}

/** The editorial engine: its admin routes (registered in the admin scope) and the scheduler. */
export function registerContent(
  app: FastifyInstance,
  { config, database, audit, cache, clock, otherCoverage, failedReleases }: Deps,
) {
  const db = database.db;
  const repo = createContentRepository();
  const now = () => clock.now();
  const preview = createPreview({
    db,
    repo,
    secret: loadSigningSecret(config.jwtSecret, config.dataDir),
    publicUrl: config.publicUrl,
    now,
  });
  const content = createContentService({
    db,
    repo,
    auditedWrite: createAuditedWrite(db, audit, cache),
    audit,
    cache,
    now,
  });
  app.decorate('content', content);
  const images = createImages(db, app.storage);
  let scheduler: ReturnType<typeof startContentScheduler> | undefined;
  let thinning: ReturnType<typeof startDraftThinning> | undefined;
  app.addHook('onReady', async () => {
    scheduler = startContentScheduler(content, app.log);
    thinning = startDraftThinning(content, app.log, config.timezone);
  });
  app.addHook('onClose', async () => {
    thinning?.stop();
    await scheduler?.stop();
  });
  return {
    content,
    preview,
    adminRoutes: async (admin: FastifyInstance) => {
      await admin.register(contentRoutes, { content, preview, otherCoverage, failedReleases, images });
    },
  };
}
