import type { Language } from '@atrium/shared/languages';

/** Demo text: every language filled, in its own words (no English copied). */
export type L = Record<Language, string>;

/** Pictures are drawn at seed time (no download): an illustrated scene of each motif (see art/). */
export const MOTIFS = [
  'arch',
  'columns',
  'garden',
  'light',
  'book',
  'hall',
  'gallery',
  'path',
  'water',
  'mountain',
  'ceremony',
  'map',
] as const;
export type Motif = (typeof MOTIFS)[number];
export interface PictureSeed {
  /** File name under seed/, unique, e.g. 'main-1-pc'. */
  name: string;
  width: number;
  height: number;
  motif: Motif;
  /** The two colours the scene's palette is derived from, as #rrggbb. */
  colors: [string, string];
  /** Drawn as a painting (brush texture): the artworks. */
  painted?: boolean;
  alt: L;
}
