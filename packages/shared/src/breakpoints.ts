/** Site layout breakpoints in px (docs/spec/product-spec.md §9). */
export const BREAKPOINTS = { xs: 0, sm: 425, md: 768, lg: 1200, xl: 1536, xxl: 2000 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The home carousel switches from mobile to pc assets at this width. */
export const HOME_CAROUSEL_WIDE_MIN = 600;
