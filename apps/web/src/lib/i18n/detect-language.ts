import { DEFAULT_LANGUAGE, isLanguage, matchLanguage, type Language } from '@atrium/shared/languages';
import { splitLanguagePath } from '@atrium/shared/routes';
import { readStoredLanguage } from './language-storage';

export interface DetectionSources {
  pathname: string;
  stored: string | null;
  browserLanguages: readonly string[];
}

/** Spec order: first path segment, then the stored language, then the browser's, else ko. */
export function detectLanguage({ pathname, stored, browserLanguages }: DetectionSources): Language {
  const { first } = splitLanguagePath(pathname);
  if (isLanguage(first)) return first;
  if (isLanguage(stored)) return stored;
  return matchLanguage(browserLanguages) ?? DEFAULT_LANGUAGE;
}

/** The language for a path that carries none (`/`, `/admin`): stored, then browser, then ko. */
export function preferredLanguage(): Language {
  return detectLanguage({ pathname: '/', stored: readStoredLanguage(), browserLanguages: browserLanguages() });
}

export function detectFromBrowser(): Language {
  return detectLanguage({
    pathname: window.location.pathname,
    stored: readStoredLanguage(),
    browserLanguages: browserLanguages(),
  });
}

function browserLanguages(): readonly string[] {
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
