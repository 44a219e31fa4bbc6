import type { Language } from '@atrium/shared/languages';
import type { FamilySite, VenuePageSlug } from '@atrium/shared/api/content';

/** Demo text: every language filled, in its own words (no English copied). */
export type L = Record<Language, string>;

/** Pictures are drawn at seed time (no download): a scene over a two-colour gradient. */
export type Motif =
  'arch' | 'columns' | 'garden' | 'light' | 'book' | 'hall' | 'gallery' | 'path' | 'water' | 'mountain';
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

export interface MainSlideSeed {
  title: L;
  mobileTitle: L;
  /** Site path below the language, e.g. 'about/history', or '' for none. */
  link: string;
  pc: PictureSeed;
  mobile: PictureSeed;
}
export interface SubSlideSeed {
  title: L;
  description: L;
  link: string;
  picture: PictureSeed;
}
export interface EduSlideSeed {
  category: L;
  title: L;
  description: L;
  link: string;
  picture: PictureSeed;
}
export interface FamilySiteSeed {
  name: L;
  href: string;
  abbr: string;
  category: FamilySite['category'];
  maxHeight: 35 | 40 | 45;
  /** Logo colour. */
  color: string;
}
export interface SectionSeed {
  heading: L;
  /** Paragraphs separated by a blank line. */
  text: L;
  picture?: PictureSeed;
}
export interface SpaceSeed {
  slug: string;
  name: L;
  summary: L;
  floor: L;
  cover: PictureSeed;
  sections: SectionSeed[];
  gallery: PictureSeed[];
}
export interface HotspotSeed {
  /** Percent of the map's height and width. */
  top: number;
  left: number;
  direction: 'top' | 'bottom';
  /** The space it points at (its slug); the link goes to that space's page. */
  slug: string;
  title: L;
  popup: PictureSeed;
}
export interface VenuePageSeed {
  slug: VenuePageSlug;
  title: L;
  summary: L;
  cover?: PictureSeed;
  sections: SectionSeed[];
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
