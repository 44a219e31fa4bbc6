import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '#server/paths';
import { migrationsBefore } from '#server/test/migrations';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

describe('migration 0016: webtoon lettering becomes text', () => {
  it('keeps the source language’s panel images, without balloons, in the table, drafts and revisions', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0016_webtoon_lettering') });
    const insert = (sequence: number, source: string, panels: object) =>
      client.query(
        `insert into webtoon_episodes (sequence, title, source_lang, panels) values ($1, '{"ko":"회"}', $2, $3)`,
        [sequence, source, JSON.stringify(panels)],
      );
    await insert(1, 'ko', { en: [C], ko: [A, B] });
    await insert(2, 'en', { ko: [A], en: [C, B] });
    await insert(3, 'ja', { fr: [B] });
    await insert(4, 'ko', {});
    const old = { sequence: 1, sourceLang: 'ko', panels: { en: [C], ko: [A, B] } };
    await client.query(`insert into content_entries (type, key, draft, published) values ('webtoons', '1', $1, $1)`, [
      JSON.stringify(old),
    ]);
    await client.query(`insert into content_revisions (type, key, rev, data) values ('webtoons', '1', 1, $1)`, [
      JSON.stringify(old),
    ]);

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const art = (...ids: string[]) => ids.map((image) => ({ image, balloons: [] }));
    const rows = await client.query<{ panels: unknown }>('select panels from webtoon_episodes order by sequence');
    expect(rows.rows.map((r) => r.panels)).toEqual([art(A, B), art(C, B), art(B), []]);
    const entry = (
      await client.query<{ draft: object; published: object }>('select draft, published from content_entries')
    ).rows[0]!;
    expect(entry.draft).toEqual({ ...old, panels: art(A, B) });
    expect(entry.published).toEqual(entry.draft);
    const revision = (await client.query<{ data: object }>('select data from content_revisions')).rows[0]!;
    expect(revision.data).toEqual({ ...old, panels: art(A, B) });
    await client.query(`insert into webtoon_episodes (sequence) values (9)`);
    expect(
      (await client.query<{ panels: unknown }>('select panels from webtoon_episodes where sequence = 9')).rows[0]!
        .panels,
    ).toEqual([]);
    await client.close();
  });
});
