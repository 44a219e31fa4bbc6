import { isLanguage, type Language } from '@atrium/shared/languages';
import { splitLanguagePath } from '@atrium/shared/routes';

export interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The same page in another language: swaps (or adds) the language segment and keeps the
 * rest of the path, the query string and the hash (`/en/news/3?page=2#c` → `/ja/news/3?page=2#c`).
 */
export function switchLanguagePath({ pathname, search, hash }: PathParts, lang: Language): string {
  return `/${lang}/${restOfPath(pathname)}${search}${hash}`;
}

/** The path without its language prefix, with a leading slash: `/en/news/3` → `/news/3`, `/en/` → `/`. */
export function stripLanguagePrefix(pathname: string): string {
  return `/${restOfPath(pathname)}`;
}

function restOfPath(pathname: string): string {
  const { first, rest } = splitLanguagePath(pathname);
  if (isLanguage(first)) return rest;
  return pathname.replace(/^\/+/, '');
}
