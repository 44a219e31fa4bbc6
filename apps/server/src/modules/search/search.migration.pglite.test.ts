import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '#server/paths';
import { migrationsBefore } from '#server/test/migrations';

describe('migration 0021: the search index split by language, with grams', () => {
  it('empties the old index (the next start rebuilds it) and files each language in its own partition', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0021_search_grams') });
    await client.query(
      `insert into search_documents (type, item_id, lang, served_lang, title, body, path, tsv)
       values ('news', '1', 'ko', 'ko', '정원', '', 'news/1', to_tsvector('simple', '정원'))`,
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    expect((await client.query('select * from search_documents')).rows).toEqual([]);
    const row = (lang: string) =>
      `('news', '${lang}', '${lang}', 'ko', '정원', '', 'news/1', to_tsvector('simple', '정원'), '{정원,정,원}')`;
    await client.query(
      `insert into search_documents (type, item_id, lang, served_lang, title, body, path, tsv, grams)
       values ${['ko', 'en', 'ja', 'es', 'fr', 'de'].map(row).join(', ')}`,
    );
    const placed = await client.query<{ lang: string; partition: string }>(
      `select lang, tableoid::regclass::text as partition from search_documents order by lang`,
    );
    expect(placed.rows).toEqual([
      { lang: 'de', partition: 'search_documents_other' },
      { lang: 'en', partition: 'search_documents_en' },
      { lang: 'es', partition: 'search_documents_es' },
      { lang: 'fr', partition: 'search_documents_fr' },
      { lang: 'ja', partition: 'search_documents_ja' },
      { lang: 'ko', partition: 'search_documents_ko' },
    ]);
    const found = await client.query(`select lang from search_documents_ja where grams @> '{정원}'`);
    expect(found.rows).toEqual([{ lang: 'ja' }]);
    await client.close();
  });
});
