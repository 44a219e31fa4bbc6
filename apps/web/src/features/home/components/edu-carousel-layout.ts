import { EDU_CAROUSEL_SLIDES_PER_VIEW } from '@atrium/shared/limits';

/** Spec: 1 card per view, 1.5 from 770 px, 2 from 1000 px, 2.5 from 1600 px (window widths). */
export const EDU_BREAKPOINTS = Object.fromEntries(
  EDU_CAROUSEL_SLIDES_PER_VIEW.map(({ minWidth, slides }) => [minWidth, { slidesPerView: slides }]),
);
