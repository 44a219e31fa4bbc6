/**
 * Screenshots of the home page's typography for docs/screenshots/visitor-finish/, in Korean and
 * Japanese at phone (390 px) and desktop (1440 px) width, taken with headless chromium against a
 * running site with the demo content once its faces have loaded:
 *
 *   BASE_URL=http://127.0.0.1:3000 npx tsx e2e/screenshots/typography.ts
 *
 * Prints, per picture, the faces the page used and the font files it downloaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = path.resolve(import.meta.dirname, '../../docs/screenshots/visitor-finish');
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const lang of ['ko', 'ja'] as const) {
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const fonts: string[] = [];
      page.on('response', (r) => r.url().endsWith('.woff2') && fonts.push(`${path.basename(r.url())} ${r.status()}`));
      page.on('console', (m) => m.type() === 'error' && console.log(`  console: ${m.text()}`));
      await page.goto(`${base}/${lang}/`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const used = await page.evaluate(() =>
        [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
      );
      const file = path.join(out, `typography-home-${lang}-${width}.png`);
      await page.screenshot({ path: file });
      console.log(
        `${path.basename(file)}: faces ${[...new Set(used)].join(', ')}; ${fonts.length} slices: ${fonts.join(', ')}`,
      );
      await page.close();
    }
  }
} finally {
  await browser.close();
}
