import { LANGUAGES, type Language } from '@atrium/shared/languages';
import { translationEditSchema } from '@atrium/shared/api/translations';
import { FIELD_CODES } from '@atrium/shared/errors';
import { TRANSLATION_IMPORT } from '@atrium/shared/limits';
import type { z } from 'zod';
import { loadExcel, unquoteCell, workbookBuffer } from '#server/lib/spreadsheet';
import { runWorkerTask } from '#server/lib/worker-task';
import { cellName, FileRefused, readFirstSheet, type SheetCell } from '#server/lib/xlsx-read';

export interface SheetRow {
  namespace: string;
  key: string;
  texts: Partial<Record<Language, string>>;
}

const HEADER = ['namespace', 'key', ...LANGUAGES] as const;

/** All strings in one sheet, a column per language, for translators working outside the site. */
export async function writeStringsWorkbook(rows: SheetRow[]): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  book.creator = 'Atrium';
  const sheet = book.addWorksheet('strings', { views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }] });
  sheet.columns = HEADER.map((h) => ({ header: h, key: h, width: h === 'key' ? 36 : h === 'namespace' ? 14 : 48 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow({ namespace: r.namespace, key: r.key, ...r.texts });
  return workbookBuffer(book);
}

/** Cells that break the editor's rules, by name: { B12: 'TOO_LONG' }. At most this many are listed. */
export class WorkbookCellErrors extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('bad cells');
  }
}
const MAX_LISTED = 50;

const fieldCodes = new Set<string>(FIELD_CODES);
const shape = translationEditSchema.shape;

/** A text through the editor's own schema: the value it gives, or the field code of the first problem. */
function check(schema: z.ZodType<string>, text: string): { text: string } | { problem: string } {
  const result = schema.safeParse(text);
  if (result.success) return { text: result.data };
  const message = result.error.issues[0]?.message ?? '';
  return { problem: fieldCodes.has(message) ? message : 'INVALID' };
}

/** Names are compared trimmed; texts lose the apostrophe writeStringsWorkbook put before formula-like ones. */
const CHECKS = {
  namespace: { schema: shape.namespace, read: (text: string) => text.trim() },
  key: { schema: shape.key, read: (text: string) => text.trim() },
  text: { schema: shape.value, read: unquoteCell },
};
type Check = (typeof CHECKS)[keyof typeof CHECKS];

/**
 * Reads a workbook written by writeStringsWorkbook (or edited from it); columns are found by
 * header. Every text is checked like the single-string editor checks it, and one bad cell
 * refuses the whole file (WorkbookCellErrors). Throws FileRefused for a file over the limits.
 */
export async function readStringsWorkbook(file: Buffer): Promise<SheetRow[]> {
  const grid = await readFirstSheet(file, TRANSLATION_IMPORT);
  const columns = new Map<string, number>();
  for (const [column, cell] of grid.get(1) ?? []) {
    const name = 'text' in cell ? cell.text.trim().toLowerCase() : '';
    if (name) columns.set(name, column);
  }
  const nsCol = columns.get('namespace');
  const keyCol = columns.get('key');
  if (!nsCol || !keyCol) throw new FileRefused('INVALID', 'missing namespace or key column');

  const errors: Record<string, string> = {};
  let errorCount = 0;
  const fail = (row: number, column: number, code: string) => {
    if (++errorCount <= MAX_LISTED) errors[cellName(row, column)] = code;
  };
  /** A cell's text once checked; undefined for an empty cell, and for a bad one (then listed). */
  const checked = (row: number, column: number, cell: SheetCell | undefined, kind: Check) => {
    if (!cell) return undefined;
    const text = 'text' in cell ? kind.read(cell.text) : undefined;
    if (text === '') return undefined;
    const result = text === undefined ? { problem: 'INVALID' } : check(kind.schema, text);
    if ('text' in result) return result.text;
    fail(row, column, result.problem);
    return undefined;
  };

  const rows: SheetRow[] = [];
  for (const index of [...grid.keys()].sort((a, b) => a - b)) {
    const cells = grid.get(index);
    if (index === 1 || !cells) continue;
    const namespace = checked(index, nsCol, cells.get(nsCol), CHECKS.namespace);
    const key = checked(index, keyCol, cells.get(keyCol), CHECKS.key);
    const texts: SheetRow['texts'] = {};
    for (const lang of LANGUAGES) {
      const column = columns.get(lang);
      const text = column ? checked(index, column, cells.get(column), CHECKS.text) : undefined;
      if (text !== undefined) texts[lang] = text;
    }
    if (namespace && key) rows.push({ namespace, key, texts });
  }
  if (errorCount > 0) throw new WorkbookCellErrors(errors);
  return rows;
}

/** What translations.read.worker.ts answers: the rows, or why the file was refused. */
export type WorkbookAnswer =
  | { rows: SheetRow[] }
  | { refused: { reason: FileRefused['reason']; detail: string } }
  | { cells: Record<string, string> };

/**
 * readStringsWorkbook in a worker thread (translations.read.worker.ts): a big sheet's inflating,
 * parsing and checking never hold up the requests the server answers meanwhile. Same answer,
 * same errors.
 */
export async function readStringsWorkbookOffThread(file: Buffer): Promise<SheetRow[]> {
  // A copy of the file's own bytes, handed over (not cloned) to the worker.
  const bytes = new Uint8Array(file);
  const answer = await runWorkerTask<WorkbookAnswer>('modules/translations/translations.read.worker', bytes, [
    bytes.buffer,
  ]);
  if ('refused' in answer) throw new FileRefused(answer.refused.reason, answer.refused.detail);
  if ('cells' in answer) throw new WorkbookCellErrors(answer.cells);
  return answer.rows;
}
