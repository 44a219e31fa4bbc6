import type { Language } from '@atrium/shared/languages';
import type { RequestOptions } from './request';

/**
 * Options of a localized read: its Accept-Language is the language of its query key, not
 * whatever the translator is switching to at the moment, so a cache entry never holds the other
 * language's text.
 */
export const inLanguage = (lang: Language, signal?: AbortSignal): RequestOptions => ({
  headers: { 'Accept-Language': lang },
  signal,
});
