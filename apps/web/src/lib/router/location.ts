/** Where the app is: the parts of an address the pages read, and what navigate() was given. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here carried (`navigate(to, { state })`), else null. */
  state: unknown;
  /** One per history entry. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** navigate('/ko/news'), navigate('?page=2'), navigate(-1). */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

/** What the history entries keep: a navigation's state and the entry's key. */
export interface EntryState {
  usr: unknown;
  key: string;
}

export const newKey = () => Math.random().toString(36).slice(2, 10);

/** The path, search and hash of `to`, read against the current location (relative `to`: '?page=2', '#top', 'next'). */
export function resolvePath(to: string, from: Pick<Location, 'pathname' | 'search'>): string {
  const url = new URL(to, `http://site${from.pathname}${from.search}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** "/ko/news?page=2#x" and an entry's state → a Location. */
export function locationOf(path: string, entry?: EntryState | null): Location {
  const url = new URL(path, 'http://site');
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: entry?.usr ?? null,
    key: entry?.key ?? 'default',
  };
}

export const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;
