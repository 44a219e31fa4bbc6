import { posix } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { scanXml } from './xml-scan';
import { FileRefused, openZip, type ZipArchive, type ZipLimits } from './zip-read';

export interface XlsxLimits extends ZipLimits {
  maxCells: number;
}

/** A cell's text, or invalid for what no text cell holds: a formula, an error value. */
export type SheetCell = { text: string } | { invalid: true };
/** Row number → column number → cell, both from 1 as in "B12". */
export type SheetGrid = Map<number, Map<number, SheetCell>>;

const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;

/** "B12" from row 12, column 2. */
export function cellName(row: number, column: number): string {
  let letters = '';
  for (let c = column; c > 0; c = Math.floor((c - 1) / 26))
    letters = String.fromCharCode(65 + ((c - 1) % 26)) + letters;
  return `${letters}${row}`;
}

function parseCellName(name: string): { row: number; column: number } | undefined {
  const match = /^\$?([A-Za-z]{1,3})\$?([0-9]{1,7})$/.exec(name);
  if (!match) return undefined;
  const column = [...(match[1] ?? '').toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  const row = Number(match[2]);
  return row >= 1 && row <= MAX_ROW && column <= MAX_COLUMN ? { row, column } : undefined;
}

/** SpreadsheetML writes characters XML cannot hold as _xHHHH_ (CR is _x000D_; a literal "_x" is _x005F_x). */
function unescapeOoxml(text: string): string {
  let at = text.indexOf('_x');
  if (at < 0) return text;
  let out = '';
  let from = 0;
  while (at >= 0) {
    const escape = text.slice(at, at + 7);
    if (/^_x[0-9A-Fa-f]{4}_$/.test(escape)) {
      out += text.slice(from, at) + String.fromCharCode(parseInt(escape.slice(2, 6), 16));
      from = at + 7;
      at = text.indexOf('_x', from);
    } else at = text.indexOf('_x', at + 1);
  }
  return out + text.slice(from);
}

async function xmlOf(zip: ZipArchive, path: string): Promise<string | undefined> {
  return (await zip.read(path))?.toString('utf8');
}

/** The relationships of a part (its _rels/<name>.rels), targets made archive paths. */
function relationships(xml: string, partPath: string) {
  const dir = posix.dirname(partPath);
  const rels: Array<{ id: string; type: string; target: string }> = [];
  for (const token of scanXml(xml)) {
    if (token.kind !== 'open' || token.name !== 'Relationship' || token.attrs.TargetMode === 'External') continue;
    const target = token.attrs.Target ?? '';
    rels.push({
      id: token.attrs.Id ?? '',
      type: token.attrs.Type ?? '',
      target: target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(dir, target)),
    });
  }
  return rels;
}

const relsPathOf = (part: string) => posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);

/** Where the first sheet (in the workbook's order, as Excel shows the tabs) and the shared strings are. */
async function partsOf(zip: ZipArchive) {
  const root = relationships((await xmlOf(zip, '_rels/.rels')) ?? '', '');
  const workbook = root.find((r) => r.type.endsWith('/officeDocument'))?.target;
  const workbookXml = workbook ? await xmlOf(zip, workbook) : undefined;
  if (!workbook || workbookXml === undefined) throw new FileRefused('INVALID', 'no workbook');
  let sheetId: string | undefined;
  for (const token of scanXml(workbookXml)) {
    if (token.kind === 'open' && token.name === 'sheet') {
      sheetId = token.attrs.id;
      break;
    }
  }
  const rels = relationships((await xmlOf(zip, relsPathOf(workbook))) ?? '', workbook);
  const sheet = rels.find((r) => r.id === sheetId)?.target;
  if (!sheet) throw new FileRefused('INVALID', 'no sheet');
  return { sheet, sharedStrings: rels.find((r) => r.type.endsWith('/sharedStrings'))?.target };
}

/** Tokens read between two turns of the event loop: other requests are served while a big sheet is read. */
const TOKENS_PER_TURN = 20_000;

/** The shared string table: each <si>'s text runs, without phonetic guides (<rPh>). */
async function sharedStrings(xml: string, max: number): Promise<string[]> {
  const strings: string[] = [];
  let runs: string[] | undefined;
  let phonetic = 0;
  let inText = false;
  let tokens = 0;
  for (const token of scanXml(xml)) {
    if (++tokens % TOKENS_PER_TURN === 0) await nextTurn();
    if (token.kind === 'text') {
      if (inText && runs) runs.push(token.text);
    } else if (token.kind === 'open') {
      if (token.name === 'si') runs = [];
      else if (token.name === 'rPh' && !token.selfClosing) phonetic++;
      else if (token.name === 't' && !token.selfClosing && phonetic === 0) inText = true;
      if (token.name === 'si' && token.selfClosing) strings.push('');
    } else if (token.name === 't') inText = false;
    else if (token.name === 'rPh') phonetic--;
    else if (token.name === 'si' && runs) {
      strings.push(unescapeOoxml(runs.join('')));
      runs = undefined;
      if (strings.length > max) throw new FileRefused('TOO_LARGE', 'too many strings');
    }
  }
  return strings;
}

interface OpenCell {
  row: number;
  column: number;
  type: string;
  formula: boolean;
  value: string[];
  inline: string[];
}

function valueOf(cell: OpenCell, strings: string[]): SheetCell {
  if (cell.formula || cell.type === 'e') return { invalid: true };
  const value = cell.value.join('');
  switch (cell.type) {
    case 's': {
      const text = /^[0-9]{1,9}$/.test(value) ? strings[Number(value)] : undefined;
      return text === undefined ? { invalid: true } : { text };
    }
    case 'inlineStr':
      return { text: unescapeOoxml(cell.inline.join('')) };
    case 'str':
    case 'd':
      return { text: unescapeOoxml(value) };
    case 'b':
      return { text: value === '1' ? 'TRUE' : 'FALSE' };
    default: {
      const n = Number(value);
      return { text: value !== '' && Number.isFinite(n) ? String(n) : value };
    }
  }
}

/** The cells of <sheetData>; what follows it (merges, validations…) is never read. */
async function cellsOf(xml: string, strings: string[], maxCells: number): Promise<SheetGrid> {
  const grid: SheetGrid = new Map();
  let inData = false;
  let row = 0;
  let column = 0;
  let count = 0;
  let cell: OpenCell | undefined;
  let capture: string[] | undefined;
  let phonetic = 0;
  let tokens = 0;
  for (const token of scanXml(xml)) {
    if (++tokens % TOKENS_PER_TURN === 0) await nextTurn();
    if (token.kind === 'text') {
      capture?.push(token.text);
      continue;
    }
    if (token.kind === 'close') {
      if (token.name === 'sheetData') break;
      if (token.name === 'v' || token.name === 't') capture = undefined;
      else if (token.name === 'rPh') phonetic--;
      else if (token.name === 'c' && cell) {
        const cells = grid.get(cell.row) ?? new Map<number, SheetCell>();
        cells.set(cell.column, valueOf(cell, strings));
        grid.set(cell.row, cells);
        cell = undefined;
      }
      continue;
    }
    if (token.name === 'sheetData') inData = !token.selfClosing;
    if (!inData) continue;
    if (token.name === 'row') {
      row = token.attrs.r === undefined ? row + 1 : Number(token.attrs.r);
      column = 0;
      if (!Number.isInteger(row) || row < 1 || row > MAX_ROW) throw new FileRefused('INVALID', 'bad row');
    } else if (token.name === 'c') {
      if (++count > maxCells) throw new FileRefused('TOO_LARGE', 'too many cells');
      const at = token.attrs.r === undefined ? { row, column: column + 1 } : parseCellName(token.attrs.r);
      if (!at || at.row < 1 || at.column > MAX_COLUMN) throw new FileRefused('INVALID', 'bad cell reference');
      column = at.column;
      if (token.selfClosing) continue;
      cell = { ...at, type: token.attrs.t ?? 'n', formula: false, value: [], inline: [] };
    } else if (cell && !token.selfClosing) {
      if (token.name === 'f') cell.formula = true;
      else if (token.name === 'v') capture = cell.value;
      else if (token.name === 'rPh') phonetic++;
      else if (token.name === 't' && phonetic === 0) capture = cell.inline;
    } else if (cell && token.name === 'f') cell.formula = true;
  }
  return grid;
}

/**
 * The first sheet of an .xlsx as text cells, read within limits: the zip's directory is checked
 * before anything is inflated, and only <sheetData> and the shared strings are read, in one
 * pass each. Nothing in the file (merged or validated ranges, column spans, defined names) can
 * make work beyond its own size. Throws FileRefused.
 */
export async function readFirstSheet(file: Buffer, limits: XlsxLimits): Promise<SheetGrid> {
  const zip = openZip(file, limits);
  const parts = await partsOf(zip);
  const stringsXml = parts.sharedStrings ? await xmlOf(zip, parts.sharedStrings) : undefined;
  const strings = stringsXml === undefined ? [] : await sharedStrings(stringsXml, limits.maxCells);
  const sheetXml = await xmlOf(zip, parts.sheet);
  if (sheetXml === undefined) throw new FileRefused('INVALID', 'no sheet');
  return cellsOf(sheetXml, strings, limits.maxCells);
}
