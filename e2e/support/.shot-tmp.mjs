import { chromium } from 'playwright-core';
const base = 'http://localhost:4817';
const out = 'docs/screenshots/museum-essentials';
const [email, password] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const lang of ['ko', 'ja']) {
  for (const width of [390, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale: lang === 'ko' ? 'ko-KR' : 'ja-JP', deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    await page.goto(`${base}/${lang}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    // The Today block just under the carousel: shot from the top, tall enough to hold it.
    const block = page.locator('section[aria-labelledby]').filter({ has: page.locator('h2', { hasText: lang === 'ko' ? '오늘의 기념관' : '今日の記念館' }) });
    const box = await block.boundingBox();
    await page.screenshot({ path: `${out}/home-${lang}-${width}.png`, fullPage: true, clip: { x: 0, y: 0, width, height: Math.ceil((box?.y ?? 0) + (box?.height ?? 800)) } });
    await ctx.close();
  }
}
if (email) {
  const signin = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const tokens = await signin.json();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  const page = await ctx.newPage();
  await page.goto(`${base}/ko/terms/service`);
  await page.evaluate((t) => { localStorage.setItem('accessToken', t.accessToken); localStorage.setItem('refreshToken', t.refreshToken); localStorage.setItem('username', 'Admin'); localStorage.setItem('pwdChange', 'false'); }, tokens);
  await page.goto(`${base}/ko/my`, { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: '오늘의 출석 체크' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/my-checkin-ko-390.png` });
  await ctx.close();
}
await browser.close();
