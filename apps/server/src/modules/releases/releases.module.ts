import type { FastifyInstance } from 'fastify';
import type { ReleaseFailure } from '@atrium/shared/api/content-admin';
import { itemTitle } from '@atrium/shared/content/validate';
import { adminHref } from '@atrium/shared/routes';
import type { Config } from '#server/config';
import type { Database, Db } from '#server/db/client';
import { createAuditedWrite } from '#server/lib/audited-write';
import type { ContentCache } from '#server/lib/content-cache';
import type { Audit } from '../audit/audit.service';
import type { ContentService } from '../content/content.service';
import type { Mailer } from '../mail/mail.service';
import type { MailTemplates } from '../mail/mail.templates';
import { createUsersRepository } from '../users/users.repository';
import { presentFailedRelease } from './releases.presenter';
import { createReleasesRepository, type ReleaseRow } from './releases.repository';
import { releasesRoutes } from './releases.routes';
import { createReleases } from './releases.service';

interface Deps {
  config: Config;
  database: Database;
  content: ContentService;
  audit: Audit;
  cache: ContentCache;
  clock: { now: () => Date };
  mailer: Mailer;
  mails: MailTemplates;
}

/** The releases that failed to go live, as the dashboard lists them (GET /api/admin/content/attention). */
export const failedReleasesOf = (db: Db) => async () =>
  (await createReleasesRepository().failed(db)).flatMap(presentFailedRelease);

/**
 * Releases: their admin routes (in the admin scope, behind its staff guard) and their due run,
 * which the content scheduler makes at each of its looks (content.onDue).
 */
export function registerReleases(app: FastifyInstance, deps: Deps) {
  const { config, database, content, audit, cache, clock, mailer, mails } = deps;
  const db = database.db;
  const users = createUsersRepository(db);

  /** The author hears of the failure in their language, with the item and its fields and a link to the release. */
  const notifyFailure = async (release: ReleaseRow, failure: ReleaseFailure) => {
    const author = release.authorId ? await users.byId(release.authorId) : undefined;
    const to = author?.email ?? release.authorEmail;
    if (!to?.includes('@')) return;
    const lang = author?.language ?? 'ko';
    const found = await content.find(failure.type, String(failure.id));
    const title = found ? itemTitle(found.type, found.entry.draft, lang) : String(failure.id);
    const mail = mails.releaseFailed(
      lang,
      to,
      {
        title: release.title,
        at: new Date(failure.at),
        item: { type: failure.type, title },
        code: failure.code,
        fields: failure.fields,
      },
      `${config.publicUrl}${adminHref(`releases/${release.id}`)}`,
    );
    await mailer.send(mail);
  };

  const releases = createReleases({
    db,
    repo: createReleasesRepository(),
    content,
    auditedWrite: createAuditedWrite(db, audit, cache),
    audit,
    cache,
    now: () => clock.now(),
    log: app.log,
    notifyFailure,
  });
  content.onDue((at) => releases.runDue(at));
  return {
    releases,
    adminRoutes: async (admin: FastifyInstance) => {
      await admin.register(releasesRoutes, { releases });
    },
  };
}
