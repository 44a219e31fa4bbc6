// npm run size — what each page type loads before the first user input, counted as the browser
// loads it: the production build served by the real server (PGlite, demo content), each page
// opened as a first visit in headless Chromium at phone size, every script and stylesheet it
// fetches (its face's @font-face rules too), brotli quality 11 (as served). Inline scripts are
// part of the HTML, whose raw size is shown beside. Fails (exit 1) when a public page is over the budget
// (FIRST_LOAD_BUDGET in measure/first-load-report.mjs: 120 KB) or loads admin code; the admin
// and member pages report their own figures without a budget. SIZE_JSON=<file> writes the rows
// as JSON.
import fs from 'node:fs';
import { adminStorage, memberStorage } from './measure/accounts.mjs';
import { launchBrowser } from './measure/first-load.mjs';
import {
  BIGGEST_COLUMNS,
  FIRST_LOAD_BUDGET,
  FIRST_LOAD_COLUMNS,
  biggestFiles,
  biggestRows,
  firstLoadRows,
  measurePages,
  problemsOf,
} from './measure/first-load-report.mjs';
import { SIZE_PAGES, loadDemo, withPaths } from './measure/pages.mjs';
import { startServer } from './measure/server.mjs';
import { kb, textTable } from './measure/table.mjs';

const started = Date.now();
const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
const ready = Date.now();
let failed;
try {
  const demo = await loadDemo(server.base);
  const pages = withPaths(SIZE_PAGES, demo).map((page) => ({ ...page, budget: FIRST_LOAD_BUDGET }));
  pages.push({
    type: 'admin',
    lang: 'ko',
    path: '/admin',
    storageState: await adminStorage(server.base, server.admin),
  });
  try {
    pages.push({
      type: 'my',
      lang: 'ko',
      path: '/ko/my',
      storageState: await memberStorage(server.base, server.dataDir),
    });
  } catch (error) {
    console.log(`The member page is not measured: no member could be signed up (${error.message}).`);
  }
  const rows = await measurePages(browser, server.base, pages);

  console.log(
    `First load at phone size (390×844), first visit; brotli q11. Budget ${kb(FIRST_LOAD_BUDGET)} KB a public page.`,
  );
  console.log(
    "JS+CSS counts every script and stylesheet (the face's @font-face rules too) fetched before the first input;\ninline scripts are part of the HTML (raw size; inline JS: their raw bytes, JSON boot data aside).\n",
  );
  console.log(textTable(FIRST_LOAD_COLUMNS, firstLoadRows(rows)));
  const measured = rows.filter((row) => !row.error);
  console.log(`\nBiggest files over all ${measured.length} pages:\n`);
  console.log(textTable(BIGGEST_COLUMNS, biggestRows(biggestFiles(measured), measured.length)));

  if (process.env.SIZE_JSON) {
    const json = rows.map(({ storageState: _storage, files, ...row }) => ({
      ...row,
      files: files?.map(({ body: _body, ...file }) => file),
    }));
    fs.writeFileSync(process.env.SIZE_JSON, `${JSON.stringify(json, null, 2)}\n`);
  }

  // The table shows every problem; the summary names the pages, budget misses by count.
  const bad = rows.filter((row) => row.budget && problemsOf(row).length);
  const over = bad.filter((row) => row.total > row.budget).length;
  if (over) console.error(`\n${over} public page(s) over the ${kb(FIRST_LOAD_BUDGET)} KB budget.`);
  for (const row of rows) {
    const others = problemsOf(row).filter((problem) => !problem.startsWith('over '));
    if (others.length) console.error(`${row.path}: ${others.join('; ')}`);
  }
  failed = bad.length > 0;
  const seconds = (from, to = Date.now()) => `${((to - from) / 1000).toFixed(0)} s`;
  console.log(
    `\n${failed ? 'FAILED' : 'passed'} in ${seconds(started)} (server start ${seconds(started, ready)}, ${rows.length} pages ${seconds(ready)})`,
  );
} finally {
  await browser.close();
  server.stop();
}
process.exit(failed ? 1 : 0);
