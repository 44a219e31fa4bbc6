import type ExcelJS from 'exceljs';

/** exceljs is large: loaded when a spreadsheet is first made or read, not at start. */
const loadExcel = async () => (await import('exceljs')).default;
import { LANGUAGES, type Language } from '@atrium/shared/languages';

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
  return Buffer.from(await book.xlsx.writeBuffer());
}

function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((t) => t.text).join('');
  if (typeof value === 'object' && 'text' in value && typeof value.text === 'string') return value.text;
  return undefined;
}

export class WorkbookError extends Error {}

/** Reads a workbook written by writeStringsWorkbook (or edited from it); columns are found by header. */
export async function readStringsWorkbook(file: Buffer): Promise<SheetRow[]> {
  const book = new (await loadExcel()).Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new WorkbookError('not an xlsx workbook');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new WorkbookError('no sheet');
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const name = cellText(cell.value)?.trim().toLowerCase();
    if (name) columns.set(name, col);
  });
  const nsCol = columns.get('namespace');
  const keyCol = columns.get('key');
  if (!nsCol || !keyCol) throw new WorkbookError('missing namespace or key column');
  const rows: SheetRow[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const namespace = cellText(row.getCell(nsCol).value)?.trim();
    const key = cellText(row.getCell(keyCol).value)?.trim();
    if (!namespace || !key) return;
    const texts: SheetRow['texts'] = {};
    for (const lang of LANGUAGES) {
      const col = columns.get(lang);
      const text = col ? cellText(row.getCell(col).value) : undefined;
      if (text !== undefined && text !== '') texts[lang] = text;
    }
    rows.push({ namespace, key, texts });
  });
  return rows;
}
