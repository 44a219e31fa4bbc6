import ExcelJS from 'exceljs';
import { unzipSync, Zip, ZipDeflate } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxOf, zipOf } from '../test/xlsx';
import { cellName, FileRefused, readFirstSheet, type SheetGrid } from './xlsx-read';
import { openZip } from './zip-entries';

const limits = { maxEntries: 50, maxInflatedBytes: 1024 * 1024, maxCells: 1000 };
const texts = (grid: SheetGrid) =>
  [...grid].map(([row, cells]) => [row, [...cells].map(([col, cell]) => [col, 'text' in cell ? cell.text : '!'])]);
const refusal = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FileRefused);
  return err instanceof FileRefused ? err.reason : undefined;
};

describe('openZip', () => {
  it('refuses from the directory alone an archive whose entries add up past the limit', async () => {
    const bomb = zipOf([{ name: 'a.xml', data: 'a'.repeat(2 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(10_000);
    expect(await refusal((async () => openZip(bomb, limits))())).toBe('TOO_LARGE');
    const many = zipOf(Array.from({ length: 51 }, (_, i) => ({ name: `${i}.xml`, data: 'x' })));
    expect(await refusal((async () => openZip(many, limits))())).toBe('TOO_LARGE');
  });

  it('stops inflating an entry that lies about its size at the size it declared', async () => {
    const liar = zipOf([{ name: 'a.xml', data: 'a'.repeat(50 * 1024 * 1024), declaredSize: 100 }]);
    const zip = openZip(liar, limits);
    const before = process.memoryUsage().rss;
    const err = await zip.read('a.xml').catch((e: unknown) => e);
    // Refused when the bytes pass the declared size, not after inflating the 50 MiB and comparing.
    expect(err).toBeInstanceOf(FileRefused);
    expect(err).toMatchObject({ reason: 'INVALID', message: 'entry inflates past its declared size' });
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
    // An entry that inflates short of its declared size is refused too.
    const short = openZip(zipOf([{ name: 'a.xml', data: 'abc', declaredSize: 1000 }]), limits);
    expect(await refusal(short.read('a.xml'))).toBe('INVALID');
  });

  it('reads honest entries and refuses what is not a zip', async () => {
    const zip = openZip(zipOf([{ name: 'x/y.xml', data: '<a/>' }]), limits);
    expect((await zip.read('x/y.xml'))?.toString()).toBe('<a/>');
    expect(await zip.read('missing')).toBeUndefined();
    expect(await refusal((async () => openZip(Buffer.from('not a spreadsheet at all, really'), limits))())).toBe(
      'INVALID',
    );
    const twice = zipOf([
      { name: 'a', data: '1' },
      { name: 'a', data: '2' },
    ]);
    expect(await refusal((async () => openZip(twice, limits))())).toBe('INVALID');
  });
});

describe('readFirstSheet', () => {
  it('reads what exceljs writes: shared strings, rich text, numbers; formulas are marked invalid', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('strings');
    sheet.addRow(['namespace', 'key', 'ko']);
    sheet.addRow(['meta', 'a', { richText: [{ text: '굵게 ' }, { text: 'bold', font: { bold: true } }] }]);
    sheet.addRow(['meta', 'b', 1.5, true, { formula: '1+1', result: 2 }, 'line\r\nbreak']);
    sheet.getCell('J20').value = 'far';
    const grid = await readFirstSheet(Buffer.from(await book.xlsx.writeBuffer()), limits);
    expect(texts(grid)).toEqual([
      [
        1,
        [
          [1, 'namespace'],
          [2, 'key'],
          [3, 'ko'],
        ],
      ],
      [
        2,
        [
          [1, 'meta'],
          [2, 'a'],
          [3, '굵게 bold'],
        ],
      ],
      [
        3,
        [
          [1, 'meta'],
          [2, 'b'],
          [3, '1.5'],
          [4, 'TRUE'],
          [5, '!'],
          // exceljs writes the CR raw; XML reads CR LF as LF, as Excel and exceljs do.
          [6, 'line\nbreak'],
        ],
      ],
      [20, [[10, 'far']]],
    ]);
  });

  it('reads a streamed zip, whose entries give their sizes after the data', async () => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((err, data) => {
      if (err) throw err;
      parts.push(data);
    });
    for (const [name, data] of Object.entries(unzipSync(xlsxOf([['a', 'b'.repeat(100_000)]])))) {
      const entry = new ZipDeflate(name);
      zip.add(entry);
      entry.push(data, true);
    }
    zip.end();
    const streamed = Buffer.concat(parts);
    expect(streamed.readUInt16LE(6) & 8).toBe(8); // sizes in a data descriptor
    expect(texts(await readFirstSheet(streamed, limits))).toEqual([
      [
        1,
        [
          [1, 'a'],
          [2, 'b'.repeat(100_000)],
        ],
      ],
    ]);
  });

  it('ignores phonetic guides and decodes _xHHHH_ escapes', async () => {
    const ruby = xlsxOf([], {
      sheetData:
        '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:r><x:t>東京</x:t></x:r>' +
        '<x:rPh sb="0" eb="2"><x:t>とうきょう</x:t></x:rPh></x:is></x:c><x:c t="inlineStr"><x:is><x:t>next</x:t></x:is></x:c></x:row>',
    });
    expect(texts(await readFirstSheet(ruby, limits))).toEqual([
      [
        1,
        [
          [1, '東京'],
          [2, 'next'],
        ],
      ],
    ]);
    const withEscapes = xlsxOf([['x_x000D_y_x005F_x0041_']]);
    expect(texts(await readFirstSheet(withEscapes, limits))).toEqual([[1, [[1, 'x\ry_x0041_']]]]);
  });

  it('decodes entities and CDATA, drops prefixes, skips comments', async () => {
    const file = xlsxOf([], {
      sheetData:
        '<!-- c --><x:row r="1"><x:c r=\'A1\' t="inlineStr"><x:is><x:t>&lt;&#233;&#x1F600;<![CDATA[<b>]]></x:t></x:is></x:c></x:row>',
    });
    expect(texts(await readFirstSheet(file, limits))).toEqual([[1, [[1, '<é😀<b>']]]]);
  });

  it('refuses a DOCTYPE, undefined entities and malformed XML instead of guessing', async () => {
    const laughs = xlsxOf([['a']], { sheetProlog: '<!DOCTYPE x [<!ENTITY e "boom">]>' });
    expect(await refusal(readFirstSheet(laughs, limits))).toBe('INVALID');
    const bogus = xlsxOf([], { sheetData: '<row><c t="inlineStr"><is><t>&bogus;</t></is></c></row>' });
    expect(await refusal(readFirstSheet(bogus, limits))).toBe('INVALID');
    const unclosed = xlsxOf([], { sheetData: '<row><c t="inlineStr"><is><t>a</t></is></c>' });
    expect(await refusal(readFirstSheet(unclosed, limits))).toBe('INVALID');
  });

  it('counts cells against the limit before keeping them', async () => {
    const rows = Array.from({ length: 101 }, () => Array.from({ length: 10 }, () => 'x'));
    expect(await refusal(readFirstSheet(xlsxOf(rows), limits))).toBe('TOO_LARGE');
  });

  it('never reads ranges: a merge or validation over the whole sheet costs nothing', async () => {
    const file = xlsxOf([['a']], {
      sheetHead: '<cols><col min="1" max="50000000"/></cols>',
      sheetTail:
        '<mergeCells><mergeCell ref="B2:XFD1048576"/></mergeCells><dataValidations><dataValidation sqref="A1:XFD1048576"/></dataValidations>',
      workbookTail: '<definedNames><definedName name="all">strings!$A$1:$XFD$1048576</definedName></definedNames>',
    });
    expect(texts(await readFirstSheet(file, limits))).toEqual([[1, [[1, 'a']]]]);
  });

  it('names cells like a spreadsheet does', () => {
    expect([cellName(12, 2), cellName(1, 26), cellName(1, 27), cellName(3, 16384)]).toEqual([
      'B12',
      'Z1',
      'AA1',
      'XFD3',
    ]);
  });
});
