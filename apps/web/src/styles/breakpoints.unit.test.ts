import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, HOME_CAROUSEL_WIDE_MIN } from '@atrium/shared/breakpoints';
import { EDU_CAROUSEL_SLIDES_PER_VIEW } from '@atrium/shared/limits';

const SRC = path.resolve(import.meta.dirname, '..');
const moduleSheets = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleSheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });

/**
 * Widths a media query may name: a breakpoint (min-width), or just under one (max-width). Also the
 * education carousel's: where Swiper changes how many cards a view shows, which its still cards
 * and frame follow (features/home/components/EduCards.module.css).
 */
const widths = [
  ...Object.values(BREAKPOINTS),
  HOME_CAROUSEL_WIDE_MIN,
  ...EDU_CAROUSEL_SLIDES_PER_VIEW.map(({ minWidth }) => minWidth),
].filter((px) => px > 0);

describe('the stylesheets’ media queries', () => {
  // CSS cannot read a custom property in a media query: the widths are written out, and must be
  // the site's breakpoints (packages/shared/src/breakpoints.ts), so a layout changes where MUI's did.
  it.each(moduleSheets(SRC).map((file) => [path.relative(SRC, file), file]))(
    '%s switches only at the site’s breakpoints',
    (_name, file) => {
      // Media queries only: a container query (@container) follows its own box's width, not the screen's.
      const queries = [...fs.readFileSync(file, 'utf8').matchAll(/@media([^{]*)\{/g)]
        .map(([, query]) => query)
        .join(' ');
      for (const [, kind, value] of queries.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)) {
        const px = Number(value);
        const allowed = kind === 'min' ? widths : widths.map((w) => w - 0.05);
        expect(allowed, `${kind}-width: ${px}px`).toContain(px);
      }
    },
  );
});
