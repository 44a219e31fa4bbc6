import type { ContentType } from './define';
import { artworks, epicEpisodes, exhibitions, quizzes, sunghwa, webtoons } from './types/edu';
import { events } from './types/events';
import { news } from './types/news';
import { site, spacesMap, sunghwaCourse, visitInfo } from './types/singletons';
import { eduSlides, mainSlides, subSlides } from './types/slides';
import { familySites, hotspots, pages, spaces } from './types/venue';

/** Every content type staff edit, in the admin menu's order (docs/spec/decisions.md §11). */
export const CONTENT_TYPES: readonly ContentType[] = [
  mainSlides,
  subSlides,
  eduSlides,
  spaces,
  hotspots,
  spacesMap,
  familySites,
  pages,
  exhibitions,
  artworks,
  webtoons,
  epicEpisodes,
  quizzes,
  sunghwa,
  sunghwaCourse,
  news,
  events,
  visitInfo,
  site,
];

export const CONTENT_TYPE_NAMES = CONTENT_TYPES.map((t) => t.type);
const byName = new Map(CONTENT_TYPES.map((t) => [t.type, t]));
export const contentType = (name: string): ContentType | undefined => byName.get(name);
