import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import type { Db } from '#server/db/client';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { multipart } from '#server/test/multipart';
import { xlsxOf } from '#server/test/xlsx';
import { createTranslationsRepository } from './translations.repository';

/** Large imports: every string of the site in one workbook, as a translator's full round trip sends it. */
describe('admin: translation imports of every string', () => {
  let t: TestApp;
  let manager: string;
  /** The export's cells, header first: every key of the site in the five languages. */
  let sheet: string[][];
  /** Pages are asked for over HTTP, as visitors ask: each request comes in by a turn of the event loop. */
  let page: () => Promise<number>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    page = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/en/news`);
      await res.arrayBuffer();
      return res.status;
    };
    manager = await tokenFor(t.app, 'MANAGER');
    const exported = await t.app.inject({ url: '/api/admin/translation/export', headers: as(manager) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    sheet = [];
    book.worksheets[0]!.eachRow((row) => {
      sheet.push(Array.from({ length: 7 }, (_, i) => String(row.getCell(i + 1).value ?? '')));
    });
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const upload = (file: Buffer) => {
    const body = multipart([{ field: 'file', filename: 'strings.xlsx', content: file }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/translation/import',
      headers: { ...as(manager), ...body.headers },
      payload: body.payload,
    });
  };
  const pending = async () =>
    (await t.app.inject({ url: '/api/admin/translation/strings', headers: as(manager) })).json().pending as number;
  /** The export with `mark` added to every text of the given languages. */
  const everyText = (langs: readonly Language[], mark: string) =>
    sheet.map((row, index) =>
      index === 0
        ? row
        : row.map((text, i) => (langs.includes(LANGUAGES[i - 2] as Language) ? `${text} ${mark}` : text)),
    );
  const keys = () => sheet.length - 1;

  it('saves none of a large import when the database refuses a text near its end', async () => {
    // _x0000_ is how SpreadsheetML writes a NUL character, which no PostgreSQL text holds: the
    // last change fails after the statements saving the others (hundreds of rows each) have run.
    const rows = everyText(['en'], '(refused)');
    rows.at(-1)![6] = 'Texte _x0000_ refusé';
    expect(keys()).toBeGreaterThan(1000);
    const before = await pending();
    const res = await upload(xlsxOf(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(await pending()).toBe(before);
    const search = await t.app.inject({ url: '/api/admin/translation/strings?q=(refused)', headers: as(manager) });
    expect(search.json().total).toBe(0);
  });

  it('answers a cached page while a large import runs, then has every text as a pending edit', async () => {
    expect(await page()).toBe(200);
    const rendered = t.app.pageCache.stats().renders;
    let settled = false;
    const importing = upload(xlsxOf(everyText(LANGUAGES, '(round trip)'))).finally(() => {
      settled = true;
    });
    let pagesMeanwhile = 0;
    while (!settled) {
      expect(await page()).toBe(200);
      if (!settled) pagesMeanwhile += 1;
    }
    const res = await importing;
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toHaveLength(keys() * LANGUAGES.length);
    expect(pagesMeanwhile).toBeGreaterThan(0);
    expect(await pending()).toBe(keys() * LANGUAGES.length);
    // Drafts are not served until a publish: the pages stay kept, not made again for the next visitors.
    expect(await page()).toBe(200);
    expect(t.app.pageCache.stats().renders).toBe(rendered);
  });

  it('answers pages between the statements that save a large import, in one transaction', async () => {
    const edits = everyText(LANGUAGES, '(saving)')
      .slice(1)
      .flatMap(([namespace = '', key = '', ...texts]) =>
        LANGUAGES.map((lang, i) => ({ namespace, key, lang, value: texts[i] ?? '' })),
      );
    expect(await page()).toBe(200);
    // The save an import makes, rolled back: PGlite computes in this thread, so a page is
    // answered meanwhile only where the save lets the event loop turn.
    let saving = true;
    let pagesMeanwhile = 0;
    const pages = (async () => {
      while (saving) {
        expect(await page()).toBe(200);
        if (saving) pagesMeanwhile += 1;
      }
    })();
    const rollback = new Error('rollback');
    const save = t.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await createTranslationsRepository(db).setDrafts(edits, db);
      saving = false;
      throw rollback;
    });
    await expect(save).rejects.toBe(rollback);
    saving = false;
    await pages;
    expect(pagesMeanwhile).toBeGreaterThan(0);
  });
});
