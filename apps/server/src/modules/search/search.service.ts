import { SEARCH_PAGE_SIZE, type SearchQuery, type SearchResponse } from '@atrium/shared/api/search';
import type { ContentData } from '@atrium/shared/content/validate';
import type { Language } from '@atrium/shared/languages';
import type { Db } from '#server/db/client';
import { documentsOf, programDocuments } from './search.documents';
import { presentHit } from './search.presenter';
import type { SearchRepository } from './search.repository';

interface Deps {
  db: Db;
  repo: SearchRepository;
  /** Every published item's live data (the editorial engine's). */
  live: () => Promise<Array<{ type: string; key: string; data: ContentData }>>;
}

/** The site search (docs/spec/decisions.md §14): an index kept in step with publishing, and its queries. */
export function createSearch({ db, repo, live }: Deps) {
  const indexPrograms = async (tx: Db) => {
    await repo.clearType(tx, 'programs');
    for (const program of await repo.publicPrograms(tx))
      await repo.replace(tx, 'programs', String(program.id), programDocuments(program));
  };
  return {
    /** What is live of one item changed (null: gone); runs in the publishing transaction. */
    async indexItem(tx: Db, type: string, key: string, data: ContentData | null): Promise<void> {
      await repo.replace(tx, type, key, data ? documentsOf(type, key, data) : []);
    },

    /** A program was written (programs are not engine types): its rows follow its public state. */
    async indexProgram(id: number): Promise<void> {
      const [program] = await repo.publicPrograms(db, id);
      await repo.replace(db, 'programs', String(id), program ? programDocuments(program) : []);
    },

    /** Indexes everything published, from scratch. */
    async rebuild(): Promise<void> {
      const items = await live();
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await repo.clear(tx);
        for (const item of items)
          await repo.replace(tx, item.type, item.key, documentsOf(item.type, item.key, item.data));
        await indexPrograms(tx);
      });
    },

    /**
     * At start: an install made before the search gets its index. Programs are indexed again
     * every time: they are few, and the demo seed writes them straight into their table.
     */
    async catchUp(): Promise<void> {
      if (await repo.isEmpty(db)) return this.rebuild();
      await db.transaction(async (t) => indexPrograms(t as unknown as Db));
    },

    async search({ q, page, type }: SearchQuery, lang: Language): Promise<SearchResponse> {
      const rows = await repo.search(db, {
        q,
        lang,
        type,
        limit: SEARCH_PAGE_SIZE,
        offset: (page - 1) * SEARCH_PAGE_SIZE,
      });
      return { items: rows.map((row) => presentHit(row, q, lang)), total: rows[0]?.total ?? 0 };
    },
  };
}
export type Search = ReturnType<typeof createSearch>;
