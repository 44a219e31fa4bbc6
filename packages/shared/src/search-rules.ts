// Without zod: the browser's search page and box read them and load no schema library.
/** What the site search finds (docs/spec/decisions.md §14); `articles` are a news item's articles. */
export const SEARCH_TYPES = [
  'news',
  'articles',
  'events',
  'programs',
  'exhibitions',
  'artworks',
  'spaces',
  'pages',
  'webtoons',
  'epic-episodes',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The longest query the search takes, in code points after trimming (as zod counts). */
export const SEARCH_QUERY_MAX = 100;

/** Hits on a page of results. */
export const SEARCH_PAGE_SIZE = 20;
