/**
 * Screenshots of the site search for docs/screenshots/search/: the results page in Korean and
 * Japanese at phone (390 px) and desktop (1440 px) width, and the side drawer's suggestions,
 * taken with headless chromium against a running site with the demo content:
 *
 *   BASE_URL=http://127.0.0.1:3000 npx tsx e2e/screenshots/search.ts
 *
 * The query is part of a word of the demo's first news title in each language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { HYDRATED_ATTRIBUTE } from '@atrium/shared/api/boot';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = path.resolve(import.meta.dirname, '../../docs/screenshots/search');
fs.mkdirSync(out, { recursive: true });

/** Two characters of the longest word of the first news title (a part of a Korean or Japanese word). */
async function queryFor(lang: string): Promise<string> {
  const response = await fetch(`${base}/api/news`, { headers: { 'accept-language': lang } });
  const { items } = (await response.json()) as { items: Array<{ title: string }> };
  // Words in Hangul or Japanese script only (not a date such as 2027年).
  const words = (items[0]?.title ?? '')
    .split(/[\s、。・「」『』（）()—-]+/)
    .map((w) => w.replace(/[^\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ''))
    .filter((w) => w.length >= 2);
  const word = words.sort((a, b) => b.length - a.length)[0];
  if (!word) throw new Error(`no news title in ${lang}`);
  return word.slice(0, 2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const lang of ['ko', 'ja']) {
    const q = await queryFor(lang);
    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: lang });
      const page = await context.newPage();
      await page.goto(`${base}/${lang}/search?q=${encodeURIComponent(q)}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // The app has taken the server's page over (the box answers typing).
      await page.waitForSelector(`#root[${HYDRATED_ATTRIBUTE}]`);
      await page.screenshot({ path: path.join(out, `search-${lang}-${name}.png`) });
      if (name === 'desktop') {
        await page.locator('#side-search').fill(q);
        await page.getByRole('listbox').waitFor();
        await page.locator('#side-search').press('ArrowDown');
        await page.screenshot({ path: path.join(out, `suggestions-${lang}-${name}.png`) });
      }
      console.log(`${lang} ${name}: “${q}”`);
      await context.close();
    }
  }
  // Nothing found: the suggestions of what to try.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja' });
  const page = await context.newPage();
  await page.goto(`${base}/ja/search?q=${encodeURIComponent('存在しない言葉')}`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: path.join(out, 'none-ja-phone.png') });
  await context.close();
} finally {
  await browser.close();
}
