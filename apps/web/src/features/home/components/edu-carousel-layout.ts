import { EDU_CARD, EDU_CAROUSEL_SLIDES_PER_VIEW } from '@atrium/shared/limits';

/** Spec: 1 card per view, 1.5 from 770 px, 2 from 1000 px, 2.5 from 1600 px (window widths). */
export const EDU_BREAKPOINTS = Object.fromEntries(
  EDU_CAROUSEL_SLIDES_PER_VIEW.map(({ minWidth, slides }) => [minWidth, { slidesPerView: slides }]),
);

/**
 * On wide screens the carousel is as wide as its cards at 420 px each (docs/spec/product-spec.md §9: cards 420×320),
 * rather than stretching them over the content column.
 */
export const EDU_WIDE_WIDTHS = Object.fromEntries(
  EDU_CAROUSEL_SLIDES_PER_VIEW.filter(({ minWidth }) => minWidth >= EDU_CARD.wideFrom).map(({ minWidth, slides }) => [
    `@media (min-width: ${minWidth}px)`,
    { maxWidth: EDU_CARD.width * slides + EDU_CARD.gap * (slides - 1) },
  ]),
);

/** Each card's width in the still row, as Swiper sizes its slides at each breakpoint. */
export const EDU_STILL_CARD_WIDTHS = Object.fromEntries(
  EDU_CAROUSEL_SLIDES_PER_VIEW.map(({ minWidth, slides }) => [
    `@media (min-width: ${minWidth}px)`,
    { flexBasis: `calc((100% - ${EDU_CARD.gap * (slides - 1)}px) / ${slides})` },
  ]),
);
