import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { migrationsBefore } from '../test/migrations';

const hashOf = (t: string) => createHash('sha256').update(t).digest('base64url').slice(0, 16);

describe('migration 0012: sections become rich text', () => {
  it('turns paragraphs into HTML everywhere and keeps ok translations ok', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0012_rich_text_sections') });
    const ko = '첫 문단 <b>&\n둘째 줄\n\n두 번째 문단';
    const sections = [{ heading: { ko: '제목' }, text: { ko, en: 'First\n\nSecond' }, imageId: null }];
    await client.query(`insert into venue_pages (slug, title, sections) values ('about', '{"ko":"소개"}', $1)`, [
      JSON.stringify(sections),
    ]);
    await client.query(
      `insert into exhibitions (slug, title, description, starts_on) values ('x', '{"ko":"전시"}', $1, '2026-01-01')`,
      [JSON.stringify({ ko: '설명\n\n둘째', en: ' ' })],
    );
    const data = { slug: 'about', title: { ko: '소개' }, sections };
    const marks = { 'sections.0.text': { en: hashOf(ko) }, title: { en: 'kept' } };
    await client.query(
      `insert into content_entries (type, key, draft, published, translations) values ('pages', 'about', $1, $1, $2)`,
      [JSON.stringify(data), JSON.stringify(marks)],
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const html = '<p>첫 문단 &lt;b&gt;&amp;<br>둘째 줄</p><p>두 번째 문단</p>';
    const page = (await client.query<{ sections: unknown }>('select sections from venue_pages')).rows[0]!;
    expect(page.sections).toEqual([
      { heading: { ko: '제목' }, body: { ko: html, en: '<p>First</p><p>Second</p>' }, imageId: null },
    ]);
    const exhibition = (await client.query<{ description: unknown }>('select description from exhibitions')).rows[0]!;
    expect(exhibition.description).toEqual({ ko: '<p>설명</p><p>둘째</p>' });
    const entry = (
      await client.query<{ draft: typeof data; published: typeof data; translations: Record<string, unknown> }>(
        'select draft, published, translations from content_entries',
      )
    ).rows[0]!;
    expect(entry.draft.sections[0]).toMatchObject({ body: { ko: html } });
    expect(entry.published.sections[0]).not.toHaveProperty('text');
    expect(entry.translations).toEqual({ 'sections.0.body': { en: hashOf(html) }, title: { en: 'kept' } });
    const helpers = await client.query(`select 1 from pg_proc where proname like 'atrium_tmp%'`);
    expect(helpers.rows).toHaveLength(0);
    await client.close();
  });
});
