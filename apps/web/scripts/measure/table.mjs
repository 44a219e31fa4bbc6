// Plain-text and markdown tables for the measurement scripts.

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Columns: [{ title, align: 'left' | 'right' }]; rows: arrays of strings. */
export function textTable(columns, rows) {
  const widths = columns.map((column, i) => Math.max(column.title.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) =>
        columns[i].align === 'right' ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.title)), ...rows.map(line)].join('\n');
}

export function markdownTable(columns, rows) {
  const escape = (cell) => String(cell).replace(/\|/g, '\\|');
  return [
    `| ${columns.map((column) => column.title).join(' | ')} |`,
    `|${columns.map((column) => (column.align === 'right' ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}
