// The first-load measure over a list of pages, and its tables: used by `npm run size` (which
// fails over the budget) and `npm run bench:web` (which prints the figures beside Lighthouse's).
import { isAdminFile, measureFirstLoad } from './first-load.mjs';
import { kb } from './table.mjs';

/** Brotli bytes of JavaScript and CSS a public page may load before the first input. */
export const FIRST_LOAD_BUDGET = 120 * 1024;
/** Pages measured at once: the byte counts do not depend on timing, and two keep a run short. */
const CONCURRENCY = 2;

/**
 * Measures each of `pages` ([{ type, lang, path, storageState?, budget? }]) and returns rows:
 * the page, with { total, files, html, adminFiles, finalPath, status } or { error }.
 */
export async function measurePages(browser, base, pages) {
  const rows = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const index = next++;
      const page = pages[index];
      try {
        const result = await measureFirstLoad(browser, `${base}${page.path}`, { storageState: page.storageState });
        rows[index] = { ...page, ...result, adminFiles: result.files.filter(isAdminFile).map((file) => file.path) };
      } catch (error) {
        rows[index] = { ...page, error: String(error?.message ?? error).split('\n')[0] };
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return rows;
}

export const FIRST_LOAD_COLUMNS = [
  { title: 'page', align: 'left' },
  { title: 'path', align: 'left' },
  { title: 'JS+CSS KB (br)', align: 'right' },
  { title: 'files', align: 'right' },
  { title: 'HTML KB (raw)', align: 'right' },
  { title: 'inline JS KB', align: 'right' },
  { title: 'note', align: 'left' },
];

/** What is wrong with a row: over budget, admin code on a public page, not loaded. */
export function problemsOf(row) {
  if (row.error) return [`failed: ${row.error}`];
  const problems = [];
  if (row.status >= 400) problems.push(`HTTP ${row.status}`);
  const bare = (pathname) => pathname.split('?')[0].replace(/(.)\/$/, '$1');
  if (bare(row.finalPath) !== bare(row.path)) problems.push(`ended on ${row.finalPath}`);
  if (!row.hydrated) problems.push('the app did not take the page over within 15 s');
  if (row.budget && row.total > row.budget) problems.push(`over ${kb(row.budget)} KB`);
  if (row.budget && row.adminFiles.length) problems.push(`admin code: ${row.adminFiles.join(', ')}`);
  return problems;
}

export function firstLoadRows(rows) {
  return rows.map((row) => [
    `${row.type} (${row.lang})`,
    row.path,
    row.error ? '—' : kb(row.total),
    row.error ? '—' : String(row.files.length),
    row.error ? '—' : kb(row.html.raw),
    row.error ? '—' : kb(row.html.inlineScripts),
    [row.budget ? '' : 'no budget', ...problemsOf(row)].filter(Boolean).join('; '),
  ]);
}

/** The largest files over all pages: [{ path, kind, brotli, pages }], biggest first. */
export function biggestFiles(rows, count = 15) {
  const byPath = new Map();
  for (const row of rows) {
    for (const file of row.files ?? []) {
      const seen = byPath.get(file.path) ?? { path: file.path, kind: file.kind, brotli: file.brotli, pages: 0 };
      seen.pages += 1;
      byPath.set(file.path, seen);
    }
  }
  return [...byPath.values()].sort((a, b) => b.brotli - a.brotli).slice(0, count);
}

export const BIGGEST_COLUMNS = [
  { title: 'file', align: 'left' },
  { title: 'kind', align: 'left' },
  { title: 'KB (br)', align: 'right' },
  { title: 'pages', align: 'right' },
];

export const biggestRows = (files, pageCount) =>
  files.map((file) => [file.path, file.kind, kb(file.brotli), `${file.pages}/${pageCount}`]);
