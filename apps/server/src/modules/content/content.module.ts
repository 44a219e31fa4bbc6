import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createAuditedWrite } from '../../lib/audited-write';
import type { ContentCache } from '../../lib/content-cache';
import type { Audit } from '../audit/audit.service';
import { createContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { startContentScheduler } from './content.scheduler';
import { createContentService, type ContentService } from './content.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The editorial engine (tests run its scheduler's work directly). */
    content: ContentService;
  }
}

interface Deps {
  database: Database;
  audit: Audit;
  cache: ContentCache;
  clock: { now: () => Date };
}

/** The editorial engine: its admin routes (registered in the admin scope) and the scheduler. */
export function registerContent(app: FastifyInstance, { database, audit, cache, clock }: Deps) {
  const db = database.db;
  const content = createContentService({
    db,
    repo: createContentRepository(),
    auditedWrite: createAuditedWrite(db, audit, cache),
    audit,
    cache,
    now: () => clock.now(),
  });
  app.decorate('content', content);
  let scheduler: ReturnType<typeof startContentScheduler> | undefined;
  app.addHook('onReady', async () => {
    scheduler = startContentScheduler(content, app.log);
  });
  app.addHook('onClose', async () => scheduler?.stop());
  return {
    content,
    adminRoutes: async (admin: FastifyInstance) => {
      await admin.register(contentRoutes, { content });
    },
  };
}
