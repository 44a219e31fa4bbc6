import { expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { SlidesResponse } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import type { Locator } from 'playwright-core';
import { baseURL, type Page } from './support/browser';
import { fillPlaceholders } from './support/placeholders';

/** Helpers of the home, spaces and venue pages' browser tests. */

const locales = path.resolve(import.meta.dirname, '../packages/shared/locales');
const strings = new Map<string, Record<string, string>>();

function flatten(tree: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === 'string') out[prefix] = tree;
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** A UI string as the site shows it ('home:main.pause'), with {{name}} filled, so tests follow the translations. */
export function text(lang: Language, key: string, values: Record<string, string | number> = {}): string {
  const [ns = '', flat = ''] = key.split(':');
  const file = `${lang}/${ns}`;
  if (!strings.has(file)) {
    strings.set(file, flatten(JSON.parse(fs.readFileSync(path.join(locales, `${file}.json`), 'utf8'))));
  }
  const value = strings.get(file)?.[flat];
  if (value === undefined) throw new Error(`no string ${lang}:${key}`);
  return fillPlaceholders(value, values);
}

/** A public API reply in a language, read by the test itself (the seeded demo content). */
export async function api<T>(apiPath: string, lang: Language): Promise<T> {
  const response = await fetch(`${baseURL()}/api${apiPath}`, { headers: { 'accept-language': lang } });
  if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}`);
  return (await response.json()) as T;
}
export const slidesIn = (lang: Language) => api<SlidesResponse>('/slides', lang);

export const mainCarousel = (page: Page, lang: Language) =>
  page.getByRole('region', { name: text(lang, 'home:main.label'), exact: true });

/**
 * The main carousel's Swiper, once its chunk has loaded: until then the first slide stands alone.
 * It loads when the visitor reaches for the carousel, here with the pointer (again, should the
 * first pass come before the page listens), or shortly before its first move.
 */
export async function waitForMainSwiper(page: Page, lang: Language) {
  const swiper = mainCarousel(page, lang).locator('.swiper-initialized');
  await expect
    .poll(
      async () => {
        await page.mouse.move(0, 0);
        await mainCarousel(page, lang).hover();
        return swiper.waitFor({ timeout: 1000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Which slide (0-based, in data order) the main carousel shows. */
export const activeMainSlide = (page: Page, lang: Language) =>
  mainCarousel(page, lang).locator('.swiper-slide-active').getAttribute('data-swiper-slide-index').then(Number);

/** Slides in view in a Swiper: the sum of each slide's visible share of its width (1.5 = one and a half). */
export function slidesInView(swiper: Locator): Promise<number> {
  return swiper.evaluate((root) => {
    const box = root.getBoundingClientRect();
    let sum = 0;
    for (const slide of root.querySelectorAll('.swiper-slide')) {
      const r = slide.getBoundingClientRect();
      const visible = Math.max(0, Math.min(r.right, box.right) - Math.max(r.left, box.left));
      sum += r.width ? visible / r.width : 0;
    }
    return Math.round(sum * 10) / 10;
  });
}

/** Swiper's own setting for the current window width. */
export const swiperSlidesPerView = (swiper: Locator) =>
  swiper.evaluate(
    (el) => (el as HTMLElement & { swiper: { params: { slidesPerView: number } } }).swiper.params.slidesPerView,
  );
