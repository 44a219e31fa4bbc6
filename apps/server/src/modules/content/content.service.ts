import { contentType, CONTENT_TYPES } from '@atrium/shared/content/registry';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import { createEditing } from './content.editing';
import { createEngine, type ContentDeps, type LiveListener } from './content.engine';
import { createPublishing } from './content.publishing';
import { createPresence } from './content.presence';
import { createRevisions } from './content.revisions';
import { createSeeding } from './content.seeding';
import { createWarnings } from './content.warnings';
import { AppError } from '#server/lib/app-error';
import type { Db } from '#server/db/client';
import { fieldStates, languageStates } from './content.translations';
import type { ContentType } from '@atrium/shared/content/define';
import type { Entry } from './content.repository';

export { type LiveListener } from './content.engine';

/**
 * The editorial engine: drafts, publishing (now or scheduled), revisions and translation state,
 * for every declared type. Each concern is in its own file; they share the engine's core
 * (content.engine.ts) and reach the database through the repositories only.
 */
export function createContentService(deps: ContentDeps) {
  const engine = createEngine(deps);
  const { db, repo } = deps;
  return {
    types: () => CONTENT_TYPES,

    /** Registers a listener told of every change to what is live (see LiveListener). */
    onLive(listener: LiveListener) {
      engine.liveListeners.push(listener);
    },

    ...createSeeding(engine),
    ...createEditing(engine),
    ...createPublishing(engine),
    ...createRevisions(engine),
    ...createPresence(engine),
    ...createWarnings(engine),

    /**
     * An item named by its type and id (as a release names it), or null when there is none: an
     * unknown type, an id the type does not use, or no such item.
     */
    async find(name: string, id: string, tx: Db = db) {
      try {
        const { type } = engine.typeOf(name);
        return { type, entry: await engine.entryOf(tx, type, id) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },

    /** Every entry with its type, for the dashboard's lists. */
    async everything() {
      return (await repo.all(db)).flatMap((entry) => {
        const type = contentType(entry.type);
        return type ? [{ type, entry }] : [];
      });
    },

    /** Per type and language: items, and how many have a missing or stale translation. */
    async coverage() {
      const entries = await repo.all(db);
      const rows = new Map<string, { type: string; lang: Language; total: number; missing: number; stale: number }>();
      for (const type of CONTENT_TYPES)
        for (const lang of LANGUAGES)
          rows.set(`${type.type} ${lang}`, { type: type.type, lang, total: 0, missing: 0, stale: 0 });
      for (const entry of entries) {
        const type = contentType(entry.type);
        if (!type) continue;
        const states = languageStates(fieldStates(type, entry.draft, entry.translations));
        for (const lang of LANGUAGES) {
          const row = rows.get(`${type.type} ${lang}`)!;
          row.total += 1;
          if (states[lang] === 'missing') row.missing += 1;
          if (states[lang] === 'stale') row.stale += 1;
        }
      }
      return [...rows.values()];
    },

    /** The items the coverage counts as gaps, with the languages each lacks or has stale. */
    async gaps() {
      const gaps: Array<{ type: ContentType; entry: Entry; missing: Language[]; stale: Language[] }> = [];
      for (const entry of await repo.all(db)) {
        const type = contentType(entry.type);
        if (!type) continue;
        const states = languageStates(fieldStates(type, entry.draft, entry.translations));
        const missing = LANGUAGES.filter((lang) => states[lang] === 'missing');
        const stale = LANGUAGES.filter((lang) => states[lang] === 'stale');
        if (missing.length || stale.length) gaps.push({ type, entry, missing, stale });
      }
      return gaps;
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
