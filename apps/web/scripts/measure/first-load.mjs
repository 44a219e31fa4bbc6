// What a page loads before the first user input, as the browser loads it: a first visit (fresh
// context, nothing cached) in headless Chromium at phone size. Every script and stylesheet the
// page fetches (its face's @font-face rules among them), counted from the navigation until the
// network has been quiet for a second after the load event (and after the app has taken the
// server-rendered page over: the inline loader starts the scripts only once the largest picture
// has painted). Sizes are brotli at quality 11, as the server sends them.
/* global document */
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };
const QUIET_MS = 1000;
/** A page that never goes quiet (polling) is cut off here. */
const MAX_WAIT_MS = 20_000;

export const brotliSize = (body) =>
  zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Quality 11 is slow and most files recur on every page: each body is compressed once. */
const compressed = new Map();
function cachedBrotliSize(key, body) {
  const id = `${key} ${body.length}`;
  if (!compressed.has(id)) compressed.set(id, brotliSize(body));
  return compressed.get(id);
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

const counted = (request) => ['script', 'stylesheet'].includes(request.resourceType());

/** Bytes of the HTML's inline scripts (the head scripts, the loader; not JSON such as the boot data). */
function inlineScriptBytes(html) {
  let bytes = 0;
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    bytes += Buffer.byteLength(code);
  }
  return bytes;
}

/** Admin code: chunks named after the admin's modules (AdminApp, AdminLayout…), or calling its session check. */
export const isAdminFile = (file) =>
  file.kind === 'script' && (/^Admin/.test(path.posix.basename(file.path)) || file.body.includes('/admin/check'));

/**
 * Opens `url` as a first visit and returns { status, finalPath, hydrated, html: { raw, brotli,
 * inlineScripts }, files: [{ path, kind, raw, brotli, body }], total } (total: the files' brotli
 * bytes). `storageState` opens it signed in.
 */
export async function measureFirstLoad(browser, url, { storageState, viewport = PHONE, mobile = true } = {}) {
  const context = await browser.newContext({
    viewport,
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'ko-KR',
    storageState,
  });
  const page = await context.newPage();
  const bodies = new Map();
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (response) => {
    const request = response.request();
    if (!counted(request) || response.status() >= 300) return;
    const key = new URL(response.url()).pathname;
    if (bodies.has(key)) return;
    const kind = request.resourceType();
    bodies.set(
      key,
      response.body().then(
        (body) => ({ path: key, kind, body }),
        () => null,
      ),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const html = response ? await response.body() : Buffer.alloc(0);
    // Until the app has taken the page over (or the page is not server-rendered): the inline
    // loader waits for the largest picture (at most 3 s) before it starts the scripts.
    const hydrated = await page
      .waitForFunction(
        () => {
          const rootElement = document.getElementById('root');
          return !rootElement?.hasAttribute('data-server-rendered') || rootElement.hasAttribute('data-hydrated');
        },
        undefined,
        { timeout: 15_000 },
      )
      .then(
        () => true,
        () => false,
      );
    const started = Date.now();
    while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() - started < MAX_WAIT_MS) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const files = (await Promise.all(bodies.values()))
      .filter(Boolean)
      .map(({ path: filePath, kind, body }) => ({
        path: filePath,
        kind,
        raw: body.length,
        brotli: cachedBrotliSize(filePath, body),
        body: body.toString('utf8'),
      }))
      .sort((a, b) => b.brotli - a.brotli);
    return {
      status: response?.status() ?? 0,
      finalPath: new URL(page.url()).pathname,
      hydrated,
      html: { raw: html.length, brotli: brotliSize(html), inlineScripts: inlineScriptBytes(html.toString('utf8')) },
      files,
      total: files.reduce((sum, file) => sum + file.brotli, 0),
    };
  } finally {
    await context.close();
  }
}
