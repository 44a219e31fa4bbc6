import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  EARLY_READ_MESSAGE,
  HYDRATED_ATTRIBUTE,
  HYDRATION_MISMATCH_MESSAGE,
  SERVER_RENDERED_ATTRIBUTE,
} from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';
import { DESKTOP, PHONE } from './constants';
import { site } from './site';

declare global {
  interface Window {
    /** Bound in the page by watchCspViolations. */
    __reportCspViolation?: (violation: string) => Promise<void>;
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const baseURL = () => site().baseURL;

/** Debian's chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
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

export type Device = 'desktop' | 'phone';

let contexts = 0;
/** A distinct client address per context (the e2e server trusts X-Forwarded-For). */
const nextClientIp = () => {
  contexts += 1;
  return `10.${process.pid % 250}.${Math.floor(contexts / 250) % 250}.${(contexts % 250) + 1}`;
};

export async function newContext(
  browser: Browser,
  device: Device = 'desktop',
  options: { locale?: string; timezoneId?: string } = {},
) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { 'x-forwarded-for': nextClientIp() },
    viewport: device === 'desktop' ? DESKTOP : PHONE,
    isMobile: device === 'phone',
    hasTouch: device === 'phone',
    locale: options.locale ?? 'ko-KR',
    // The machine's zone unless a test sets the visitor's (dates-hydration.e2e.ts).
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  context.on('page', arriveHydrated);
  context.on('page', watchPageReports);
  return context;
}

/** A context whose browser speaks the language (its Accept-Language too), and its page. */
export async function openPage(browser: Browser, lang: Language, device: Device = 'desktop') {
  const context = await newContext(browser, device, { locale: lang === 'ko' ? 'ko-KR' : 'en-US' });
  return { context, page: await context.newPage() };
}

/** Keys pages read before their strings came, since the last take (every test checks: server-ready.ts). */
const earlyReads: string[] = [];

function watchPageReports(page: Page) {
  page.on('console', (message) => {
    if (message.type() === 'debug' && message.text().startsWith(EARLY_READ_MESSAGE)) {
      earlyReads.push(`${new URL(page.url()).pathname}: ${message.text().slice(EARLY_READ_MESSAGE.length).trim()}`);
    }
    if (message.type() === 'error' && message.text().startsWith(HYDRATION_MISMATCH_MESSAGE)) {
      mismatches.push(`${new URL(page.url()).pathname}: ${message.text().slice(0, 300)}`);
    }
  });
}

export function takeEarlyReads(): string[] {
  return earlyReads.splice(0);
}

/** Parts whose markup differed from the server's as React hydrated them, since the last take (every test checks). */
const mismatches: string[] = [];

export function takeHydrationMismatches(): string[] {
  return mismatches.splice(0);
}

/**
 * A server-rendered page shows before its scripts run (they start once its picture has painted),
 * so a visit here ends when the app has taken the page over: as a visitor would, the tests then
 * press buttons that answer. Pages the browser renders need no wait.
 */
function arriveHydrated(page: Page) {
  const hydrated = () => appHasPage(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** Until the app has the page: rendered it, or hydrated the server's markup (whatever the runtime). */
const appHasPage = (page: Page) =>
  page.waitForFunction(
    ([serverRendered, hydrated]) => {
      const root = document.getElementById('root');
      return !root?.hasAttribute(serverRendered) || root.hasAttribute(hydrated);
    },
    [SERVER_RENDERED_ATTRIBUTE, HYDRATED_ATTRIBUTE] as const,
  );

/** Runs axe-core in the page and returns its violations (WCAG 2.x A and AA). */
export async function axeViolations(page: Page) {
  // Evaluated through the DevTools protocol: the page's CSP (no inline scripts) does not apply.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // Contrast is measured on what is painted: a dialog still fading in reads as faint text.
    // Wait two frames for transitions just started, then for every finite one to end.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    const settled = Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((done) => setTimeout(done, 3000))]);
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  });
}

/**
 * Collects uncaught page errors and console errors, so a test can assert a clean page. A console
 * entry names where it comes from ("… status of 401 (Unauthorized) at /api/auth/signin"): a test
 * that expects a refusal allows that one, not every refusal of its kind.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    const from = m.location().url;
    if (m.type() === 'error') errors.push(`console: ${m.text()}${from ? ` at ${new URL(from).pathname}` : ''}`);
  });
  return errors;
}

/**
 * Collects what the page's Content-Security-Policy refused (a <style> or script it has no hash
 * for, a style="" attribute…), on this page and every page it navigates to.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void window.__reportCspViolation?.(`${location.pathname}: ${e.effectiveDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(`console: ${m.text()}`);
  });
  return violations;
}

export type { Browser, BrowserContext, Page };

/**
 * Follows a link inside the app once the page has hydrated, so the next page is rendered by the
 * browser from the API (which a test may intercept), not by the server with its own data.
 */
export async function followInApp(page: Page, selector: string): Promise<void> {
  await appHasPage(page);
  await page.locator(selector).first().click();
}

/**
 * Waits until the app has taken over the server's form that holds `field` (its code comes on the
 * first input, and React hydrates it then: docs/decisions/027-react-hydrates-the-page.md). Sent
 * before that, the form posts to the server instead: a test of the app's own handling waits here.
 * React marks each element it has hydrated with a property of its own.
 */
export async function formTakenOver(page: Page, field: string): Promise<void> {
  const input = page.locator(field).first();
  await input.focus();
  await expect
    .poll(
      () =>
        input.evaluate((element) => {
          const form = (element as HTMLInputElement).form;
          return Boolean(form && Object.keys(form).some((key) => key.startsWith('__reactFiber$')));
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * The app answers on a hydrated page: the colour mode changes (desktop drawer) or the menu opens
 * (phone top bar, Korean label).
 */
export async function appAnswers(page: Page, device: Device): Promise<void> {
  if (device === 'desktop') {
    await page.locator('#side-color-mode').selectOption('dark');
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-dark'))).toBe(true);
  } else {
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  }
}
