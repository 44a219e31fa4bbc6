import type { Language } from '@atrium/shared/languages';

/** Demo text: every language filled, in its own words (no English copied). */
export type L = Record<Language, string>;

/** Pictures are drawn at seed time (no download): a scene over a two-colour gradient. */
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
] as const;
export type Motif = (typeof MOTIFS)[number];
export interface PictureSeed {
  /** File name under seed/, unique, e.g. 'main-1-pc'. */
  name: string;
  width: number;
  height: number;
  motif: Motif;
  /** Gradient from and to, as #rrggbb. */
  colors: [string, string];
  alt: L;
}
