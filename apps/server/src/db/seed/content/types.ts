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

export interface ArticleSeed {
  title: L;
  /** Article HTML per language: paragraphs, h2/h3, lists, a link or two; no inline styles. */
  body: L;
  /** A picture placed at the top of the article body (all languages). */
  picture?: PictureSeed;
  isPublic: boolean;
}
export interface NewsSeed {
  title: L;
  summary: L;
  /** ISO date-time with offset, e.g. '2026-10-02T10:00:00+09:00'. */
  publishedAt: string;
  isPublic: boolean;
  cover: PictureSeed;
  articles: ArticleSeed[];
}
