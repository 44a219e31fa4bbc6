import { posix } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser } from 'saxes';
import { FileRefused, openZip, type ZipArchive, type ZipLimits } from './zip-entries';

export { FileRefused };

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

/** The name without its namespace prefix (x:row → row): producers differ in prefixes, not in names. */
const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

function attributesOf(attributes: Record<string, string>): Record<string, string> {
  const attrs: Record<string, string> = Object.create(null); // no prototype: names come from the file
  for (const [name, value] of Object.entries(attributes)) attrs[localName(name)] = value;
  return attrs;
}

interface XmlHandlers {
  open(name: string, attrs: Record<string, string>, selfClosing: boolean): void;
  /** Called for every element, self-closing ones too, after their open. */
  close?(name: string): void;
  text?(text: string): void;
}

/** Characters parsed between two turns of the event loop: other requests are served while a big sheet is read. */
const CHARS_PER_TURN = 64 * 1024;

/**
 * One linear pass of saxes over a part, fed in slices with a turn of the event loop between
 * them; once `done` says so, nothing further is read. Malformed XML is refused, and so is a
 * DOCTYPE: no SpreadsheetML part has one (and saxes never expands what one declares).
 */
async function parseXml(xml: string, on: XmlHandlers, done: () => boolean = () => false): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('doctype', () => {
    throw new FileRefused('INVALID', 'DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    if (!done()) on.open(localName(tag.name), attributesOf(tag.attributes), tag.isSelfClosing);
  });
  parser.on('closetag', (tag) => {
    if (!done()) on.close?.(localName(tag.name));
  });
  const text = (value: string) => {
    if (!done()) on.text?.(value);
  };
  parser.on('text', text);
  parser.on('cdata', text);
  try {
    for (let at = 0; at < xml.length && !done(); at += CHARS_PER_TURN) {
      if (at > 0) await nextTurn();
      parser.write(xml.slice(at, at + CHARS_PER_TURN));
    }
    if (!done()) parser.close();
  } catch (err) {
    throw err instanceof FileRefused ? err : new FileRefused('INVALID', 'malformed XML');
  }
}

/** The relationships of a part (its _rels/<name>.rels, none when it has no such file), targets made archive paths. */
async function relationships(xml: string | undefined, partPath: string) {
  const dir = posix.dirname(partPath);
  const rels: Array<{ id: string; type: string; target: string }> = [];
  if (xml === undefined) return rels;
  await parseXml(xml, {
    open(name, attrs) {
      if (name !== 'Relationship' || attrs.TargetMode === 'External') return;
      const target = attrs.Target ?? '';
      rels.push({
        id: attrs.Id ?? '',
        type: attrs.Type ?? '',
        target: target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(dir, target)),
      });
    },
  });
  return rels;
}

const relsPathOf = (part: string) => posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);

/** Where the first sheet (in the workbook's order, as Excel shows the tabs) and the shared strings are. */
async function partsOf(zip: ZipArchive) {
  const root = await relationships(await xmlOf(zip, '_rels/.rels'), '');
  const workbook = root.find((r) => r.type.endsWith('/officeDocument'))?.target;
  const workbookXml = workbook ? await xmlOf(zip, workbook) : undefined;
  if (!workbook || workbookXml === undefined) throw new FileRefused('INVALID', 'no workbook');
  let firstSheet: { id: string | undefined } | undefined;
  await parseXml(
    workbookXml,
    {
      open(name, attrs) {
        if (name === 'sheet') firstSheet = { id: attrs.id };
      },
    },
    () => firstSheet !== undefined,
  );
  const sheetId = firstSheet?.id;
  const rels = await relationships(await xmlOf(zip, relsPathOf(workbook)), workbook);
  const sheet = rels.find((r) => r.id === sheetId)?.target;
  if (!sheet) throw new FileRefused('INVALID', 'no sheet');
  return { sheet, sharedStrings: rels.find((r) => r.type.endsWith('/sharedStrings'))?.target };
}

/** The shared string table: each <si>'s text runs, without phonetic guides (<rPh>). */
async function sharedStrings(xml: string, max: number): Promise<string[]> {
  const strings: string[] = [];
  let runs: string[] | undefined;
  let phonetic = 0;
  let inText = false;
  await parseXml(xml, {
    open(name) {
      if (name === 'si') runs = [];
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && runs) {
        strings.push(unescapeOoxml(runs.join('')));
        runs = undefined;
        if (strings.length > max) throw new FileRefused('TOO_LARGE', 'too many strings');
      }
    },
    text(text) {
      if (inText && runs) runs.push(text);
    },
  });
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
  let ended = false;
  let row = 0;
  let column = 0;
  let count = 0;
  let cell: OpenCell | undefined;
  let capture: string[] | undefined;
  let phonetic = 0;
  const open = (name: string, attrs: Record<string, string>, selfClosing: boolean) => {
    if (name === 'sheetData') inData = true;
    if (!inData) return;
    if (name === 'row') {
      row = attrs.r === undefined ? row + 1 : Number(attrs.r);
      column = 0;
      if (!Number.isInteger(row) || row < 1 || row > MAX_ROW) throw new FileRefused('INVALID', 'bad row');
    } else if (name === 'c') {
      if (++count > maxCells) throw new FileRefused('TOO_LARGE', 'too many cells');
      const at = attrs.r === undefined ? { row, column: column + 1 } : parseCellName(attrs.r);
      if (!at || at.row < 1 || at.column > MAX_COLUMN) throw new FileRefused('INVALID', 'bad cell reference');
      column = at.column;
      // An empty <c/> holds nothing: it is counted, not kept.
      cell = selfClosing ? undefined : { ...at, type: attrs.t ?? 'n', formula: false, value: [], inline: [] };
    } else if (cell) {
      if (name === 'f') cell.formula = true;
      else if (name === 'v') capture = cell.value;
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) capture = cell.inline;
    }
  };
  const close = (name: string) => {
    if (name === 'sheetData') ended = true;
    else if (name === 'v' || name === 't') capture = undefined;
    else if (name === 'rPh') phonetic--;
    else if (name === 'c' && cell) {
      const cells = grid.get(cell.row) ?? new Map<number, SheetCell>();
      cells.set(cell.column, valueOf(cell, strings));
      grid.set(cell.row, cells);
      cell = undefined;
    }
  };
  await parseXml(xml, { open, close, text: (text) => capture?.push(text) }, () => ended);
  return grid;
}

/**
 * The first sheet of an .xlsx as text cells, read within limits: the zip's directory is checked
 * before anything is inflated (fflate, zip-entries.ts), and only <sheetData> and the shared
 * strings are read, by saxes in one pass each, never expanding a range. Nothing in the file (merged or validated ranges, column spans, defined names) can
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
