import type { PublishWarnings } from '@atrium/shared/api/content-admin';
import { contentType } from '@atrium/shared/content/registry';
import { relationValues, typesPointingAt } from '@atrium/shared/content/relations';
import type { ContentType } from '@atrium/shared/content/define';
import { itemTitle } from '@atrium/shared/content/validate';
import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '@atrium/shared/languages';
import type { Db } from '#server/db/client';
import type { Engine } from './content.engine';
import type { Entry } from './content.repository';
import { idOf } from './content.presenter';
import { statusOf } from './content.status';

/** Statuses of an item the public does not see (a scheduled one not yet). */
const NOT_PUBLIC = new Set(['draft', 'scheduled', 'unpublished']);

/**
 * What to know before publishing an item (docs/spec/decisions.md §15), said before the button:
 * the languages its draft misses or has stale (Korean is the source), and the related items the
 * public would not see with it: those its draft points at, and those pointing at it (an
 * exhibition's artworks) still not public.
 */
export function createWarnings(engine: Engine) {
  const { db, repo, typeOf, entryOf, view } = engine;

  const related = (type: ContentType, entry: Entry, lang: Language) => ({
    type: type.type,
    id: idOf(type, entry.key),
    title: itemTitle(type, entry.draft, lang),
    status: statusOf(entry),
  });

  async function warningsOf(tx: Db, type: ContentType, entry: Entry, lang: Language): Promise<PublishWarnings> {
    const { languages } = view(type, entry);
    const out: PublishWarnings = { languages: [], related: [] };
    for (const l of LANGUAGES) {
      const state = languages[l];
      if (l !== DEFAULT_LANGUAGE && (state === 'missing' || state === 'stale')) out.languages.push({ lang: l, state });
    }
    const seen = new Set<string>();
    const add = (target: ContentType, e: Entry) => {
      const name = `${target.type} ${e.key}`;
      if (seen.has(name) || !NOT_PUBLIC.has(statusOf(e))) return;
      seen.add(name);
      out.related.push(related(target, e, lang));
    };
    for (const relation of relationValues(type, entry.draft)) {
      const target = contentType(relation.to);
      if (!target) continue;
      const candidates = relation.by === 'slug' ? await repo.list(tx, target.type) : [];
      const found =
        relation.by === 'slug'
          ? candidates.find((e) => e.key === relation.value || e.draft.slug === relation.value)
          : await repo.get(tx, target.type, relation.value);
      if (found) add(target, found);
    }
    // Items whose drafts point at this one (an exhibition's artworks).
    for (const source of typesPointingAt(type.type)) {
      for (const e of await repo.list(tx, source.type)) {
        const points = relationValues(source, e.draft).some(
          (r) =>
            r.to === type.type &&
            (r.value === entry.key || (r.by === 'slug' && r.value === (entry.draft.slug as string | undefined))),
        );
        if (points) add(source, e);
      }
    }
    return out;
  }

  return {
    warningsOf,
    /** GET /api/admin/content/{type}/{id}/warnings */
    async warnings(name: string, key: string, lang: Language): Promise<PublishWarnings> {
      const { type } = typeOf(name);
      return warningsOf(db, type, await entryOf(db, type, key), lang);
    },
  };
}
