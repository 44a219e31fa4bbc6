import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { multipart } from '#server/test/multipart';
import { xlsxOf } from '#server/test/xlsx';

describe('admin: translations', () => {
  let t: TestApp;
  let manager: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    manager = await tokenFor(t.app, 'MANAGER');
    member = await tokenFor(t.app);
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const edit = (lang: string, value: string, key = 'aboutHistory.title') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/translation/strings',
      headers: as(manager),
      payload: { namespace: 'meta', key, lang, value },
    });
  const publicTitle = async (lang: string) =>
    (await t.app.inject(`/api/i18n/${lang}`)).json().meta['aboutHistory.title'];

  it('lets staff, not members, see the grid, filtered by namespace and text', async () => {
    expect((await t.app.inject({ url: '/api/admin/translation/strings', headers: as(member) })).statusCode).toBe(403);
    const res = await t.app.inject({
      url: '/api/admin/translation/strings?namespace=meta&q=history',
      headers: as(manager),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.namespaces).toEqual(expect.arrayContaining(['common', 'meta', 'errors', 'validation', 'mail']));
    const row = body.items.find((r: { key: string }) => r.key === 'aboutHistory.title');
    expect(row.values.en).toEqual({ value: 'History', draft: null, state: 'ok' });
    expect(Object.keys(row.values)).toEqual(['ko', 'en', 'ja', 'es', 'fr']);
  });

  it('keeps edits pending until a publish with a memo, which the site serves at once', async () => {
    expect((await edit('en', 'Our Story')).statusCode).toBe(204);
    expect(await publicTitle('en')).toBe('History');
    const list = (
      await t.app.inject({ url: '/api/admin/translation/strings?q=Our%20Story', headers: as(manager) })
    ).json();
    expect(list.pending).toBe(1);
    expect(list.items[0].values.en.draft).toBe('Our Story');

    const publish = await t.app.inject({
      method: 'POST',
      url: '/api/admin/translation/update',
      headers: as(manager),
      payload: { memo: 'Rename the history page' },
    });
    expect(publish.statusCode).toBe(200);
    expect(publish.json()).toMatchObject({ memo: 'Rename the history page', changedCount: 1 });
    expect(await publicTitle('en')).toBe('Our Story');
    const page = await t.app.inject('/en/about/history');
    expect(page.body).toContain('<title>Our Story |');
  });

  it('lists versions with who, when, memo and count, and shows what a version changed', async () => {
    const history = (await t.app.inject({ url: '/api/admin/translation/history', headers: as(manager) })).json();
    expect(history.total).toBe(1);
    const [version] = history.items;
    expect(version.author.email).toContain('@example.com');
    const detail = (
      await t.app.inject({ url: `/api/admin/translation/history/${version.id}`, headers: as(manager) })
    ).json();
    expect(detail.changes).toEqual([
      { namespace: 'meta', key: 'aboutHistory.title', lang: 'en', oldValue: 'History', newValue: 'Our Story' },
    ]);
  });

  it('refuses an empty publish, an empty memo and an unknown key', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/translation/update',
      headers: as(manager),
      payload: { memo: 'x' },
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('NOTHING_TO_PUBLISH');
    await edit('ja', '歴史（改）');
    const noMemo = await t.app.inject({
      method: 'POST',
      url: '/api/admin/translation/update',
      headers: as(manager),
      payload: { memo: ' ' },
    });
    expect(noMemo.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { memo: 'REQUIRED' } });
    expect((await edit('en', 'x', 'no.such.key')).statusCode).toBe(404);
  });

  it('marks keys whose text is missing in a language, and the site falls back for them', async () => {
    const missing = async () =>
      (
        await t.app.inject({
          url: '/api/admin/translation/strings?namespace=meta&status=missing',
          headers: as(manager),
        })
      )
        .json()
        .items.map((r: { key: string }) => r.key);
    expect(await missing()).toEqual([]);
    await edit('fr', '', 'news.title');
    expect(await missing()).toEqual(['news.title']);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/translation/update',
      headers: as(manager),
      payload: { memo: 'clear fr' },
    });
    // A missing French text falls back to English.
    expect((await t.app.inject('/api/i18n/fr')).json().meta['news.title']).toBeUndefined();
    expect((await t.app.inject('/fr/news')).body).toContain('<title>News |');
    await edit('fr', 'Actualités', 'news.title');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/translation/update',
      headers: as(manager),
      payload: { memo: 'restore fr' },
    });
    expect(await missing()).toEqual([]);
  });

  it('exports every string to xlsx and imports it back as pending edits, with a preview', async () => {
    const exported = await t.app.inject({ url: '/api/admin/translation/export', headers: as(manager) });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="atrium-strings-.*\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'namespace', 'key', 'ko', 'en', 'ja', 'es', 'fr']);
    let target = 0;
    sheet.eachRow((row, i) => {
      if (row.getCell(1).value === 'meta' && row.getCell(2).value === 'news.title') target = i;
    });
    expect(sheet.getRow(target).getCell(4).value).toBe('News');
    sheet.getRow(target).getCell(6).value = 'Noticias del Memorial'; // column F: es
    sheet.addRow(['meta', 'ghost.key', 'x']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const send = async (dryRun: boolean) => {
      const body = multipart([{ field: 'file', filename: 'strings.xlsx', content: file }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/translation/import?dryRun=${dryRun}`,
        headers: { ...as(manager), ...body.headers },
        payload: body.payload,
      });
    };
    const preview = (await send(true)).json();
    expect(preview.applied).toBe(false);
    expect(preview.changes).toEqual([
      {
        namespace: 'meta',
        key: 'news.title',
        lang: 'es',
        oldValue: expect.any(String),
        newValue: 'Noticias del Memorial',
      },
    ]);
    expect(preview.unknown).toEqual([{ namespace: 'meta', key: 'ghost.key' }]);
    expect((await t.app.inject({ url: '/api/admin/translation/strings', headers: as(manager) })).json().pending).toBe(
      0,
    );
    expect((await send(false)).json().applied).toBe(true);
    expect((await t.app.inject({ url: '/api/admin/translation/strings', headers: as(manager) })).json().pending).toBe(
      1,
    );
  });

  const upload = (file: Buffer | string, dryRun = false) => {
    const body = multipart([{ field: 'file', filename: 'strings.xlsx', content: file }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/translation/import?dryRun=${dryRun}`,
      headers: { ...as(manager), ...body.headers },
      payload: body.payload,
    });
  };
  /** Everything an import could change: the pending count and the drafts of the rows tests touch. */
  const state = async () => {
    const list = (
      await t.app.inject({ url: '/api/admin/translation/strings?namespace=meta&q=news', headers: as(manager) })
    ).json();
    return { pending: list.pending, items: list.items };
  };
  const HEADER = ['namespace', 'key', 'ko', 'en', 'ja', 'es', 'fr'];

  it('refuses a file that is not a workbook', async () => {
    const body = multipart([{ field: 'file', filename: 'strings.xlsx', content: 'not a spreadsheet' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/translation/import',
      headers: { ...as(manager), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ file: 'INVALID' });
  });

  it('refuses a file over the size limit, and a small workbook that inflates past the limit, changing nothing', async () => {
    const before = await state();
    const big = await upload(Buffer.alloc(6 * 1024 * 1024, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    // 25 MB of one letter packs into a few kilobytes: refused from the zip directory, before inflating.
    const bomb = xlsxOf([HEADER, ['meta', 'news.title', '', 'a'.repeat(25 * 1024 * 1024)]]);
    expect(bomb.length).toBeLessThan(100_000);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await state()).toEqual(before);
  });

  it('refuses a workbook with more cells than the limit', async () => {
    const before = await state();
    const rows = [HEADER, ...Array.from({ length: 15_000 }, (_, i) => ['meta', `k${i}`, 'a', 'b', 'c', 'd', 'e'])];
    const res = await upload(xlsxOf(rows));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await state()).toEqual(before);
  });

  it('checks every cell like the editor does: one bad cell refuses the whole import, naming it', async () => {
    const before = await state();
    const tooLong = 'x'.repeat(5001);
    // The single-string editor refuses the same text.
    expect((await edit('en', tooLong)).json()).toMatchObject({ fields: { value: 'TOO_LONG' } });
    const file = xlsxOf([
      HEADER,
      ['meta', 'news.title', '', '', '', 'Noticias nuevas'],
      ['meta', 'aboutHistory.title', '', tooLong],
      ['meta', 'x'.repeat(201), '', 'ok'],
    ]);
    for (const dryRun of [true, false]) {
      const res = await upload(file, dryRun);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { D3: 'TOO_LONG', B4: 'INVALID' } });
    }
    expect(await state()).toEqual(before);
  });

  it('reads only the cells: merges, validations, columns and names over the whole sheet cost nothing', async () => {
    const whole = 'A1:XFD1048576';
    const file = xlsxOf([HEADER, ['meta', 'news.title', '', '', '', 'Noticias del Memorial']], {
      sheetHead: '<cols><col min="1" max="50000000" width="9"/></cols>',
      sheetTail:
        `<mergeCells count="1"><mergeCell ref="C5:${whole.split(':')[1]}"/></mergeCells>` +
        `<dataValidations count="1"><dataValidation type="list" sqref="${whole}"><formula1>"a,b"</formula1></dataValidation></dataValidations>`,
      workbookTail: `<definedNames><definedName name="all">strings!$A$1:$XFD$1048576</definedName></definedNames>`,
    });
    // Walking those ranges cell by cell would not end within the test's time: reading the cells does.
    const res = await upload(file, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual([]);
  });

  it('exports texts a spreadsheet would run as formulas with a leading apostrophe, and imports them back unchanged', async () => {
    const formula = '=HYPERLINK("https://evil.example","Click")';
    for (const [lang, value] of [
      ['en', formula],
      ['es', '@SUM(1+1)'],
      ['fr', "'=already quoted"],
    ] as const) {
      expect((await edit(lang, value, 'news.title')).statusCode).toBe(204);
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/translation/update',
      headers: as(manager),
      payload: { memo: 'formula-like texts' },
    });
    const exported = await t.app.inject({ url: '/api/admin/translation/export', headers: as(manager) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const texts: unknown[] = [];
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'meta' && row.getCell(2).value === 'news.title') {
        texts.push(row.getCell(4).value, row.getCell(6).value, row.getCell(7).value);
      }
    });
    expect(texts).toEqual([`'${formula}`, "'@SUM(1+1)", "''=already quoted"]);
    const back = await upload(exported.rawPayload, true);
    expect(back.statusCode).toBe(200);
    expect(back.json().changes).toEqual([]);
  });
});
