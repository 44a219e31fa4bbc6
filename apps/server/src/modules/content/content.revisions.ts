import { isDeepStrictEqual } from 'node:util';
import { validateData } from '@atrium/shared/content/validate';
import { appError } from '#server/lib/app-error';
import type { Actor } from '../audit/audit.service';
import type { Engine } from './content.engine';
import type { Entry } from './content.repository';
import { recordTranslations } from './content.translations';

/** Every publish is a revision: listing them, reading one, and making one the draft again. */
export function createRevisions(engine: Engine) {
  const { db, repo, auditedWrite, now, typeOf, entryOf, event } = engine;
  return {
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

    /** The revision's data becomes the draft (published again only when staff publish). */
    async restore(actor: Actor, name: string, key: string, rev: number) {
      const { type } = typeOf(name);
      await auditedWrite(
        actor,
        (e: Entry) => event('content.restore', type, e.key, e.draft, { rev }),
        async (tx) => {
          const entry = await entryOf(tx, type, key, true);
          const revision = await repo.revision(tx, type.type, entry.key, rev);
          if (!revision) throw appError('NOT_FOUND');
          const parsed = validateData(type, revision.data);
          const data = parsed.ok ? parsed.data : revision.data;
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
