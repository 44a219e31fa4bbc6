// docs/performance.md: the tables of the last `npm run bench:web`, with what they were measured
// on (date, commit, machine), so a figure can be judged against where it came from.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { FIRST_LOAD_BUDGET } from './first-load-report.mjs';
import { root } from './server.mjs';
import { REFERENCE_BENCHMARK_INDEX, TARGETS } from './lighthouse.mjs';
import { kb, markdownTable } from './table.mjs';

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** More runnable work over the last 15 minutes than the cores take (the benchmark itself keeps about one busy). */
export const busy = (cores = os.cpus().length) => os.loadavg()[2] > cores * 1.5;

/**
 * Lighthouse's own CPU benchmark over the phone runs: its simulated 4× slowdown scales the main
 * thread's time as observed, so the same build scores lower on a slower machine (or on a machine
 * slower today). Runs compare only at similar indexes.
 */
function cpuBenchmark(indexes) {
  if (!indexes.length) return '';
  const low = Math.round(Math.min(...indexes));
  const high = Math.round(Math.max(...indexes));
  const median = Math.round([...indexes].sort((a, b) => a - b)[Math.floor((indexes.length - 1) / 2)]);
  return `- Lighthouse's CPU benchmark (\`benchmarkIndex\`, higher is faster): median ${median}, ${low}–${high} over the phone runs; compare runs at similar indexes only\n`;
}

export function writePerformanceDoc(
  file,
  { runs, filters, lighthouse, firstLoad, lighthouseVersion, chromiumVersion, benchmarkIndexes = [], cpu },
) {
  const slowdown = cpu?.index
    ? `${cpu.slowdown}× CPU slowdown (4 × this machine's benchmark index ${Math.round(cpu.index)} ÷ ${REFERENCE_BENCHMARK_INDEX}: as a machine of index ${REFERENCE_BENCHMARK_INDEX} sees the page at 4×)`
    : `${cpu?.slowdown ?? 4}× CPU slowdown`;
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : '';
  const cpus = os.cpus();
  const only = [
    filters.pages && `BENCH_WEB_PAGES=${filters.pages.join(',')}`,
    filters.langs && `BENCH_WEB_LANGS=${filters.langs.join(',')}`,
  ].filter(Boolean);
  const text = `# Performance

What \`npm run bench:web\` measured last: Lighthouse over one page of every public page type, and
what each page loads first. Rerun it on an idle machine to update this file.

- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC
- Commit: \`${commit}\`${dirty}
- Machine: ${cpus.length} cores (${cpus[0]?.model?.trim() ?? 'unknown CPU'}), load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(
      ' / ',
    )} at the end of the run${busy(cpus.length) ? ' — **a busy machine: these figures are worse than an idle one gives**' : ''}
${cpuBenchmark(benchmarkIndexes)}- Lighthouse ${lighthouseVersion ?? '?'}${chromiumVersion ? `, Chromium ${chromiumVersion}` : ''}; production build served by the real server (PGlite, demo content)${only.length ? `\n- Partial run: ${only.join(' ')}` : ''}

Figures from a loaded machine (other processes on its cores) are worse than what a visitor gets:
Lighthouse's simulated throttling scales what it observes, so a busy CPU lowers the performance
score and lengthens TBT and LCP. Compare runs from the same, idle machine.

## Lighthouse

Mobile preset (simulated slow 4G, ${slowdown}), the run with the median
performance score of ${runs} run${runs > 1 ? 's (all runs in brackets)' : ''}; "CLS desktop" is one run of the desktop preset.
Targets: performance ≥ ${TARGETS.performance}, accessibility, best practices and SEO ${TARGETS.accessibility},
LCP ≤ ${(TARGETS.lcpMs / 1000).toFixed(1)} s, CLS ≤ ${TARGETS.cls} on phone and desktop; ✗ marks a miss.

${markdownTable(lighthouse.columns, lighthouse.rows)}

## First load

What each page loads before the first user input (\`npm run size\` measures more page types and
fails over the budget): a first visit in headless Chromium at 390×844, every script and
stylesheet (the face's \`@font-face\` rules among them) fetched until the network has been quiet
for a second after the load event, brotli quality 11 as served. Inline scripts count in the HTML, given raw ("inline JS":
their raw bytes, JSON boot data aside). Budget
${kb(FIRST_LOAD_BUDGET)} KB a page.

${markdownTable(firstLoad.columns, firstLoad.rows)}
`;
  fs.writeFileSync(file, text);
}
