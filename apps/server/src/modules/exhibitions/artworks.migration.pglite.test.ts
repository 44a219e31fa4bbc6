import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '#server/paths';
import { migrationsBefore } from '#server/test/migrations';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('migration 0025: artwork records', () => {
  it('keeps every artwork’s pictures in order, each with an empty caption, in the table, drafts and revisions', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0025_artwork_records') });
    await client.query(
      `insert into artworks (title, made_in, image_ids) values ('{"ko":"등잔"}', '{"ko":"1950년대"}', $1)`,
      [JSON.stringify([B, A])],
    );
    await client.query(`insert into artworks (title) values ('{"ko":"가방"}')`);
    const old = { title: { ko: '등잔' }, madeIn: { ko: '1950년대' }, images: [B, A], video: null };
    const draft = { ...old, images: [A] };
    await client.query(`insert into content_entries (type, key, draft, published) values ('artworks', '1', $1, $2)`, [
      JSON.stringify(draft),
      JSON.stringify(old),
    ]);
    await client.query(`insert into content_revisions (type, key, rev, data) values ('artworks', '1', 1, $1)`, [
      JSON.stringify(old),
    ]);
    // Another type's `images` is not an artwork's.
    await client.query(`insert into content_entries (type, key, draft) values ('events', '1', '{"images":["x"]}')`);

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const pictures = (...ids: string[]) => ids.map((image) => ({ image, caption: {} }));
    const rows = await client.query<Record<string, unknown>>(
      'select images, maker, made_in, credit_line, object_number, rights from artworks order by id',
    );
    expect(rows.rows).toEqual([
      {
        images: pictures(B, A),
        maker: {},
        made_in: { ko: '1950년대' },
        credit_line: {},
        object_number: '',
        rights: {},
      },
      { images: [], maker: {}, made_in: {}, credit_line: {}, object_number: '', rights: {} },
    ]);
    const entries = await client.query<{ type: string; draft: object; published: object | null }>(
      'select type, draft, published from content_entries order by type',
    );
    expect(entries.rows).toEqual([
      { type: 'artworks', draft: { ...draft, images: pictures(A) }, published: { ...old, images: pictures(B, A) } },
      { type: 'events', draft: { images: ['x'] }, published: null },
    ]);
    const revision = (await client.query<{ data: object }>('select data from content_revisions')).rows[0]!;
    expect(revision.data).toEqual({ ...old, images: pictures(B, A) });
    const helpers = await client.query(`select 1 from pg_proc where proname like 'atrium_tmp%'`);
    expect(helpers.rows).toHaveLength(0);
    await client.close();
    // Two runs of every migration on PGlite: more than the default 30 s on a busy two-core machine.
  }, 120_000);
});
