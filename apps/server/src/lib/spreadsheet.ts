import type ExcelJS from 'exceljs';

/** exceljs is large: loaded when the first spreadsheet is made, not at start. */
export const loadExcel = async () => (await import('exceljs')).default;

/** Texts a spreadsheet may run as a formula (ASVS 1.2.10), after any apostrophes already there. */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;
const QUOTED = /^'+[=+\-@\t\r]/;

/**
 * A text that starts like a formula (= + - @, tab, CR) gets a leading apostrophe. A text that is
 * already apostrophes before such a character gets one more, so unquoteCell undoes it exactly.
 */
export const quoteCell = (text: string): string => (FORMULA_LIKE.test(text) ? `'${text}` : text);

/** The text quoteCell was given: what an import of our own export must read back. */
export const unquoteCell = (text: string): string => (QUOTED.test(text) ? text.slice(1) : text);

const SHEET_NAME_MAX = 31;
/** Characters Excel refuses in a sheet name, and those XML cannot carry. */
const SHEET_NAME_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  /[:\\/?*[\]\u0000-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const EDGE_APOSTROPHES = /^[\s']+|[\s']+$/g;

/**
 * A sheet name Excel opens, made from staff-edited text: forbidden characters become _, no
 * apostrophe at either end, at most 31 UTF-16 units (no pair cut in half), never "History"
 * (reserved); `fallback` when nothing is left.
 */
export function safeSheetName(name: string, fallback: string): string {
  let safe = name.replace(SHEET_NAME_FORBIDDEN, '_').replace(EDGE_APOSTROPHES, '');
  if (safe.length > SHEET_NAME_MAX) {
    const cut = /[\ud800-\udbff]/.test(safe.charAt(SHEET_NAME_MAX - 1)) ? SHEET_NAME_MAX - 1 : SHEET_NAME_MAX;
    safe = safe.slice(0, cut).replace(EDGE_APOSTROPHES, '');
  }
  return safe === '' || safe.toLowerCase() === 'history' ? fallback : safe;
}

/** Every export ends here: each text cell is quoted (quoteCell), then the workbook is written. */
export async function workbookBuffer(book: ExcelJS.Workbook): Promise<Buffer> {
  for (const sheet of book.worksheets) {
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') cell.value = quoteCell(cell.value);
      }),
    );
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
