import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDU_CARD, EDU_CAROUSEL_SLIDES_PER_VIEW } from '@atrium/shared/limits';

const css = fs.readFileSync(path.join(import.meta.dirname, 'EduCards.module.css'), 'utf8');
const MEDIA = /@media \(min-width: (\d+)px\) \{([\s\S]*?)\n\}/g;
/** The declarations of `selector` where the window is `minWidth` wide or more (0: outside any media query). */
function rule(minWidth: number, selector: string): string {
  const blocks = minWidth
    ? [...css.matchAll(MEDIA)].filter(([, px]) => Number(px) === minWidth).map(([, , body = '']) => body)
    : [css.replace(MEDIA, '')];
  const body = blocks.join('\n').match(new RegExp(`\\${selector} \\{([^}]*)\\}`))?.[1];
  if (body === undefined) throw new Error(`no ${selector} at ${minWidth}px`);
  return body;
}

// The stylesheet writes the carousel's numbers out (CSS reads no TypeScript): the same as Swiper's.
describe('the education cards’ stylesheet', () => {
  it.each(EDU_CAROUSEL_SLIDES_PER_VIEW)(
    'sizes a still card as Swiper a slide from $minWidth px',
    ({ minWidth, slides }) => {
      const basis = slides === 1 ? '100%' : `calc((100% - ${EDU_CARD.gap * (slides - 1)}px) / ${slides})`;
      expect(rule(minWidth, '.card')).toContain(`flex-basis: ${basis};`);
    },
  );

  it.each(EDU_CAROUSEL_SLIDES_PER_VIEW.filter(({ minWidth }) => minWidth >= EDU_CARD.wideFrom))(
    'is as wide as its cards at full size from $minWidth px',
    ({ minWidth, slides }) => {
      const width = EDU_CARD.width * slides + EDU_CARD.gap * (slides - 1);
      expect(rule(minWidth, '.frame')).toContain(`max-width: ${width}px;`);
    },
  );

  it('sets the cards apart by the carousel’s gap', () => {
    expect(rule(0, '.row')).toContain(`gap: ${EDU_CARD.gap}px;`);
  });
});
