import { isDeepStrictEqual } from 'node:util';
import { validateData } from '@atrium/shared/content/validate';
import { appError } from '#server/lib/app-error';
import type { Actor } from '../audit/audit.service';
import type { Engine } from './content.engine';
import type { Entry } from './content.repository';
import { recordTranslations } from './content.translations';

/** For this many days every saved draft is kept; after them, the last of each day. */
const DRAFTS_KEPT_WHOLE_DAYS = 30;

/** Every saved draft, publish and restore is a revision: listing them, reading one, making one the draft again. */
export function createRevisions(engine: Engine) {
  const { db, repo, auditedWrite, now, typeOf, entryOf, event, assertVersion, keepRevision } = engine;
  return {
    /**
     * Drafts older than 30 days thinned to the last of each day, in the venue's days; publishes
     * and restores are kept for good (docs/spec/decisions.md §15).
     */
    thinDrafts: (timeZone: string) =>
      repo.thinDrafts(db, new Date(now().getTime() - DRAFTS_KEPT_WHOLE_DAYS * 86_400_000), timeZone),

    async revisions(name: string, key: string) {
      const { type } = typeOf(name);
      const entry = await entryOf(db, type, key);
      return repo.revisions(db, type.type, entry.key);
    },

    async revision(name: string, key: string, rev: number) {
      const { type } = typeOf(name);
      const entry = await entryOf(db, type, key);
      const revision = await repo.revision(db, type.type, entry.key, rev);
      if (!revision) throw appError('NOT_FOUND');
      return revision;
    },

    /**
     * The revision's data becomes the draft (published again only when staff publish). The draft
     * it replaces is kept first, so a draft saved meanwhile is never only gone (its own 409 aside).
     */
    async restore(actor: Actor, name: string, key: string, rev: number, expected?: number | null) {
      const { type } = typeOf(name);
      await auditedWrite(
        actor,
        (e: Entry) => event('content.restore', type, e.key, e.draft, { rev }),
        async (tx) => {
          const entry = await entryOf(tx, type, key, true);
          assertVersion(entry, expected);
          const revision = await repo.revision(tx, type.type, entry.key, rev);
          if (!revision) throw appError('NOT_FOUND');
          const parsed = validateData(type, revision.data);
          const data = parsed.ok ? parsed.data : revision.data;
          await keepRevision(tx, actor, type, entry.key, entry.draft, 'draft');
          await keepRevision(tx, actor, type, entry.key, data, 'restored', `#${rev}`);
          await repo.update(tx, type.type, entry.key, {
            draft: data,
            changed: !isDeepStrictEqual(data, entry.published),
            translations: recordTranslations(type, entry.draft, data, entry.translations),
            updatedByEmail: actor.email,
            updatedAt: now(),
          });
          return { ...entry, draft: data };
        },
      );
    },
  };
}
