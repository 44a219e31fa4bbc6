import { describe, expect, it } from 'vitest';
import { quoteCell, safeSheetName, unquoteCell } from './spreadsheet';

describe('quoteCell', () => {
  it('puts an apostrophe before texts a spreadsheet would run, and only those', () => {
    for (const text of ['=1+1', '+82 10', '-x', '@SUM(A1)', '\tx', '\rx', "'=x", "''+x"]) {
      expect(quoteCell(text)).toBe(`'${text}`);
    }
    for (const text of ['', 'plain', "'plain", 'a=b', ' =x', "it's"]) expect(quoteCell(text)).toBe(text);
  });

  it('is undone exactly by unquoteCell, whatever the text', () => {
    for (const text of ['=1+1', "'=x", "''=x", "'plain", 'plain', "'", '-', "'-"]) {
      expect(unquoteCell(quoteCell(text))).toBe(text);
    }
  });
});

describe('safeSheetName', () => {
  it('keeps a valid name and repairs an invalid one', () => {
    expect(safeSheetName('출석', 'x')).toBe('출석');
    expect(safeSheetName('출석: 11/25', 'x')).toBe('출석_ 11_25');
    expect(safeSheetName("'quoted'", 'x')).toBe('quoted');
    expect(safeSheetName('HISTORY', 'x')).toBe('x');
    expect(safeSheetName(" ' ", 'x')).toBe('x');
    expect(safeSheetName('a\u0000b', 'x')).toBe('a_b');
  });

  it('cuts at 31 UTF-16 units without splitting a character or leaving an apostrophe at the end', () => {
    expect(safeSheetName('😀'.repeat(20), 'x')).toBe('😀'.repeat(15));
    expect(safeSheetName(`${'a'.repeat(30)}'bc`, 'x')).toBe('a'.repeat(30));
  });
});
