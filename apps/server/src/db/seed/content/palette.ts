import type { L, Motif, PictureSeed } from './types';

/** The venue palette the demo pictures are drawn in. */
export const BROWN = '#5d4037';
export const MOCHA = '#8d6e63';
export const SAND = '#d7ccc8';
export const NAVY = '#1f2a44';
export const GOLD = '#c9a227';
export const PALE_GOLD = '#e6c86e';
export const MIST = '#cfd8dc';
export const GREEN = '#4e7d5b';
export const SAGE = '#a5c8a1';
export const DUSK = '#5e548e';

/** A picture to draw at seed time. */
export const pic = (
  name: string,
  width: number,
  height: number,
  motif: Motif,
  colors: [string, string],
  alt: L,
): PictureSeed => ({
  name,
  width,
  height,
  motif,
  colors,
  alt,
});
