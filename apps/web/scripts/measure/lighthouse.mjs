// Lighthouse runs for `npm run bench:web`: the mobile preset (the default config: simulated slow
// 4G and a 4× slower CPU) and the desktop preset, and the figures the benchmark keeps of a report.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/**
 * The machine the targets are set for (issue 39): Lighthouse's CPU benchmark index 2,400 with the
 * mobile preset's 4× slowdown. Another machine's runs scale the slowdown by its index, so they
 * see the main thread as that machine would: 4 × index ÷ 2,400.
 */
export const REFERENCE_BENCHMARK_INDEX = 2400;
export const cpuSlowdownFor = (benchmarkIndex) =>
  Math.round(((throttling.mobileSlow4G.cpuSlowdownMultiplier * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX) * 100) /
  100;

export const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, cls: 0.02 };

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Opens `url` in a Playwright browser at Lighthouse's phone and desktop screens, so the server's
 * page cache and the picture renditions those screens ask for (made on their first request) are
 * ready: the runs then see what a visitor after the first would.
 */
export async function warmUp(browser, url) {
  for (const screen of [screenEmulationMetrics.mobile, screenEmulationMetrics.desktop]) {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: screen.mobile,
    });
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 }).catch(() => {});
    } finally {
      await context.close();
    }
  }
}

/** Attempts at a run that ends in a runtime error (NO_NAVSTART now and then, a trace recorded badly). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run (mobile preset, or desktop's); the report (lhr), the last attempt's if all
 * failed. `cpuSlowdown`: the mobile preset's CPU slowdown in place of its 4×.
 */
export async function runLighthouse(url, port, { desktop = false, cpuSlowdown } = {}) {
  const flags = { port, output: 'json', logLevel: 'error' };
  if (!desktop && cpuSlowdown) flags.throttling = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown };
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError?.code;
    if (!failure || attempt === ATTEMPTS) return result.lhr;
    console.log(`${url}${desktop ? ' (desktop)' : ''}: Lighthouse failed (${failure}), running it again`);
  }
}

/** The figures of a report: scores 0–100, LCP and TBT in ms, CLS, bytes transferred; `error` when the page failed. */
export function figuresOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    error: lhr.runtimeError?.code,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/** The run with the median performance score (the lower middle of an even count) among those that completed. */
export function medianByPerformance(lhrs) {
  const complete = lhrs.filter((lhr) => !lhr.runtimeError);
  const sorted = [...(complete.length ? complete : lhrs)].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
