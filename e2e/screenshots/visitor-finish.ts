/**
 * The screenshots of issue 16's finished site for docs/screenshots/visitor-finish/: home, a space,
 * an exhibition, a news article, a webtoon episode, the check-in event and /my, in Korean and
 * Japanese at phone (390 px) and desktop (1440 px) width, and in English and Korean on desktop in
 * the dark scheme. Against a running site with the demo content and a known staff account:
 *
 *   BASE_URL=http://127.0.0.1:3100 SHOT_EMAIL=… SHOT_PASSWORD=… npx tsx e2e/screenshots/visitor-finish.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = path.resolve(import.meta.dirname, '../../docs/screenshots/visitor-finish');
fs.mkdirSync(out, { recursive: true });

const api = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const res = await fetch(`${base}/api${url}`, init);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
};

/** Real addresses from the demo content (no id is assumed). */
async function pages(): Promise<Record<string, string>> {
  const spaces = await api<Array<{ slug: string }>>('/spaces');
  const exhibitions = await api<{ items: Array<{ slug: string }> }>('/exhibitions');
  const news = await api<{ items: Array<{ id: number }> }>('/news?page=1');
  const item = await api<{ articles: Array<{ id: number }> }>(`/news/${news.items[0]!.id}`);
  const webtoons = await api<{ items: Array<{ id: number }> }>('/edu/webtoons');
  type EventItem = { id: number; checkIn: boolean };
  const lists = await api<{ inProgress: EventItem[]; upcoming: EventItem[]; past: EventItem[] }>('/events');
  const events = [...lists.inProgress, ...lists.upcoming, ...lists.past];
  const checkIn = events.find((e) => e.checkIn) ?? events[0]!;
  return {
    home: '',
    space: `spaces/${spaces[0]!.slug}`,
    exhibition: `exhibitions/${exhibitions.items[0]!.slug}`,
    article: `news/${news.items[0]!.id}/${item.articles[0]!.id}`,
    webtoon: `edu/webtoon/${webtoons.items[0]!.id}`,
    event: `event/${checkIn.id}`,
    my: 'my',
  };
}

async function shoot(browser: Browser, lang: string, width: number, dark: boolean, paths: Record<string, string>) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    colorScheme: dark ? 'dark' : 'light',
    locale: lang,
  });
  const tokens = await api<{ accessToken: string; refreshToken: string; username: string; role: string }>(
    '/auth/signin',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.env.SHOT_EMAIL, password: process.env.SHOT_PASSWORD }),
    },
  );
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`  console (${lang} ${width}): ${m.text()}`));
  for (const [name, rel] of Object.entries(paths)) {
    if (name === 'my') {
      await page.evaluate((t) => {
        localStorage.setItem('accessToken', t.accessToken);
        localStorage.setItem('refreshToken', t.refreshToken);
        localStorage.setItem('username', t.username);
        localStorage.setItem('role', t.role);
        localStorage.setItem('pwdChange', 'false');
      }, tokens);
    }
    await page.goto(`${base}/${lang}/${rel}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(400);
    const file = `${name}-${lang}-${width}${dark ? '-dark' : ''}.png`;
    await page.screenshot({ path: path.join(out, file) });
    console.log(file);
  }
  await context.close();
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const paths = await pages();
  for (const lang of ['ko', 'ja']) for (const width of [390, 1440]) await shoot(browser, lang, width, false, paths);
  for (const lang of ['en', 'ko']) await shoot(browser, lang, 1440, true, paths);
} finally {
  await browser.close();
}
