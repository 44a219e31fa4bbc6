// npm run bench:web — Lighthouse over one page of every public page type against the production
// build served by the real server with the demo content: the mobile preset (median of
// BENCH_WEB_RUNS runs, 3 by default, by performance score) and one desktop-preset run for its
// layout shift; and the first-load sizes of the same pages (the measure of `npm run size`).
// Prints a table, marks the figures that miss their targets, and writes it all to
// docs/performance.md. A benchmark, not a test: it exits 0 whatever it finds.
//
// The phone runs' CPU slowdown is scaled to the machine (4 × its Lighthouse CPU index ÷ 2,400,
// measured by a first run; BENCH_WEB_CPU_SLOWDOWN=4 sets it by hand).
//
// BENCH_WEB_PAGES=home,news (page types, see measure/pages.mjs) and BENCH_WEB_LANGS=ko,en keep
// a run short; BENCH_WEB_REPORTS=<dir> keeps every page's full reports as JSON (diagnostics:
// layout shifts, LCP phases, long tasks).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { busy, writePerformanceDoc } from './measure/performance-doc.mjs';
import { launchBrowser } from './measure/first-load.mjs';
import { FIRST_LOAD_COLUMNS, firstLoadRows, measurePages, FIRST_LOAD_BUDGET } from './measure/first-load-report.mjs';
import {
  TARGETS,
  cpuSlowdownFor,
  figuresOf,
  launchChrome,
  medianByPerformance,
  runLighthouse,
  warmUp,
} from './measure/lighthouse.mjs';
import { BENCH_PAGES, loadDemo, withPaths } from './measure/pages.mjs';
import { root, startServer } from './measure/server.mjs';
import { kb, textTable } from './measure/table.mjs';

const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3) || 3);
const list = (name) =>
  process.env[name]
    ?.split(',')
    .map((value) => value.trim())
    .filter(Boolean);
const onlyTypes = list('BENCH_WEB_PAGES');
const onlyLangs = list('BENCH_WEB_LANGS');
const reportsDir = process.env.BENCH_WEB_REPORTS;
const started = Date.now();

const server = await startServer();
const results = [];
let firstLoads;
let chrome;
let chromiumVersion;
/** The phone runs' CPU slowdown, and the benchmark index it was scaled from. */
let cpu;
try {
  const demo = await loadDemo(server.base);
  const pages = withPaths(BENCH_PAGES, demo).filter(
    (page) => (!onlyTypes || onlyTypes.includes(page.type)) && (!onlyLangs || onlyLangs.includes(page.lang)),
  );
  const known = new Set(BENCH_PAGES.map((page) => page.type));
  const unknown = onlyTypes?.filter((type) => !known.has(type)) ?? [];
  if (unknown.length) console.log(`No such page type: ${unknown.join(', ')} (known: ${[...known].join(', ')}).`);
  if (!pages.length) throw new Error('BENCH_WEB_PAGES / BENCH_WEB_LANGS leave no page to run.');

  // First the first-load sizes and the warm-up, in Playwright's browser; Lighthouse then has
  // the machine to itself.
  const browser = await launchBrowser();
  chromiumVersion = browser.version();
  try {
    firstLoads = await measurePages(
      browser,
      server.base,
      pages.map((page) => ({ ...page, budget: FIRST_LOAD_BUDGET })),
    );
    for (const page of pages) await warmUp(browser, `${server.base}${page.path}`);
  } finally {
    await browser.close();
  }

  console.log(
    `Server, first loads and warm-up done (${((Date.now() - started) / 1000).toFixed(0)} s); Lighthouse now.`,
  );
  chrome = await launchChrome();
  cpu = await cpuSlowdown(`${server.base}${pages[0].path}`, chrome.port);
  console.log(
    `CPU slowdown ${cpu.slowdown}× (${cpu.index ? `benchmark index ${Math.round(cpu.index)}` : 'set by hand'}).`,
  );
  for (const page of pages) {
    const url = `${server.base}${page.path}`;
    const name = `${page.lang}-${page.type}`;
    try {
      const phone = [];
      for (let i = 0; i < runs; i++) phone.push(await runLighthouse(url, chrome.port, { cpuSlowdown: cpu.slowdown }));
      const median = medianByPerformance(phone);
      const desktop = await runLighthouse(url, chrome.port, { desktop: true });
      if (reportsDir) {
        fs.mkdirSync(reportsDir, { recursive: true });
        phone.forEach((lhr, i) =>
          fs.writeFileSync(path.join(reportsDir, `${name}-phone-${i + 1}.json`), JSON.stringify(lhr)),
        );
        fs.writeFileSync(path.join(reportsDir, `${name}-desktop.json`), JSON.stringify(desktop));
      }
      const figures = figuresOf(median);
      const desktopFigures = figuresOf(desktop);
      results.push({
        ...page,
        ...figures,
        scores: phone.map((lhr) => figuresOf(lhr).performance),
        benchmarkIndexes: phone.map((lhr) => lhr.environment?.benchmarkIndex).filter(Number.isFinite),
        clsDesktop: desktopFigures.cls,
        error: figures.error ?? desktopFigures.error,
      });
    } catch (error) {
      results.push({ ...page, error: String(error?.message ?? error).split('\n')[0] });
    }
    console.log(`${page.path}: done (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
} finally {
  await chrome?.kill();
  server.stop();
}

/** The slowdown set by hand, or scaled from a first run's benchmark index (a run that is not kept). */
async function cpuSlowdown(url, port) {
  const byHand = Number(process.env.BENCH_WEB_CPU_SLOWDOWN);
  if (byHand > 0) return { slowdown: byHand };
  const index = (await runLighthouse(url, port)).environment?.benchmarkIndex;
  return Number.isFinite(index) ? { slowdown: cpuSlowdownFor(index), index } : { slowdown: 4 };
}

const miss = (ok, text) => (ok ? text : `${text} ✗`);
const LIGHTHOUSE_COLUMNS = [
  { title: 'page', align: 'left' },
  { title: 'path', align: 'left' },
  { title: 'perf', align: 'right' },
  { title: 'a11y', align: 'right' },
  { title: 'best pr.', align: 'right' },
  { title: 'SEO', align: 'right' },
  { title: 'LCP', align: 'right' },
  { title: 'TBT', align: 'right' },
  { title: 'CLS phone', align: 'right' },
  { title: 'CLS desktop', align: 'right' },
  { title: 'transferred', align: 'right' },
  { title: 'note', align: 'left' },
];
/** A figure, or a dash where the run could not measure it. */
const shown = (value, format) => (Number.isFinite(value) ? format(value) : '—');
let allMet = true;
const lighthouseRows = results.map((r) => {
  const head = [`${r.type} (${r.lang})`, r.path];
  if (r.performance === undefined) {
    allMet = false;
    return [...head, '', '', '', '', '', '', '', '', '', `failed: ${r.error}`];
  }
  const checks = [
    r.performance >= TARGETS.performance,
    r.accessibility >= TARGETS.accessibility,
    r.bestPractices >= TARGETS.bestPractices,
    r.seo >= TARGETS.seo,
    r.lcpMs <= TARGETS.lcpMs,
    r.cls <= TARGETS.cls,
    r.clsDesktop <= TARGETS.cls,
  ];
  if (r.error || checks.includes(false)) allMet = false;
  return [
    ...head,
    miss(checks[0], runs > 1 ? `${r.performance} (${r.scores.join('/')})` : String(r.performance)),
    miss(checks[1], String(r.accessibility)),
    miss(checks[2], String(r.bestPractices)),
    miss(checks[3], String(r.seo)),
    miss(
      checks[4],
      shown(r.lcpMs, (ms) => `${(ms / 1000).toFixed(2)} s`),
    ),
    shown(r.tbtMs, (ms) => `${Math.round(ms)} ms`),
    miss(
      checks[5],
      shown(r.cls, (cls) => cls.toFixed(3)),
    ),
    miss(
      checks[6],
      shown(r.clsDesktop, (cls) => cls.toFixed(3)),
    ),
    shown(r.bytes, (bytes) => `${kb(bytes)} KB`),
    r.error ? `Lighthouse: ${r.error}` : '',
  ];
});
const sizeRows = firstLoadRows(firstLoads);
if (firstLoads.some((row) => row.error || row.total > FIRST_LOAD_BUDGET)) allMet = false;

console.log(
  `\nLighthouse ${runs > 1 ? `mobile, median of ${runs} (the runs' scores in brackets)` : 'mobile, 1 run'}; CLS desktop: one desktop-preset run.\n`,
);
console.log(textTable(LIGHTHOUSE_COLUMNS, lighthouseRows));
console.log(`\nFirst load at phone size, brotli (budget ${kb(FIRST_LOAD_BUDGET)} KB):\n`);
console.log(textTable(FIRST_LOAD_COLUMNS, sizeRows));
const docFile = path.join(root, 'docs/performance.md');
writePerformanceDoc(docFile, {
  runs,
  filters: { pages: onlyTypes, langs: onlyLangs },
  lighthouse: { columns: LIGHTHOUSE_COLUMNS, rows: lighthouseRows },
  firstLoad: { columns: FIRST_LOAD_COLUMNS, rows: sizeRows },
  lighthouseVersion: results.find((r) => r.lighthouseVersion)?.lighthouseVersion,
  chromiumVersion,
  benchmarkIndexes: results.flatMap((r) => r.benchmarkIndexes ?? []),
  cpu,
});
console.log(`\nWritten to ${path.relative(root, docFile)} (${((Date.now() - started) / 1000).toFixed(0)} s).`);
if (busy())
  console.log(
    `The machine was busy (load average ${os.loadavg()[2].toFixed(1)}): the figures are worse than an idle one gives.`,
  );
console.log(allMet ? 'all targets met' : 'some targets not met');
process.exit(0);
