import type { Language } from '@atrium/shared/languages';

/**
 * Query keys of localized content always carry the language, so switching language never
 * shows cached text of the other one: `localizedKey('news', lang, 'list', page)` →
 * `['news', 'ko', 'list', 1]`. Each feature's key factory (features/<feature>/api/keys.ts)
 * builds its keys with it.
 */
export function localizedKey<const T extends readonly unknown[]>(
  feature: string,
  lang: Language,
  ...parts: T
): readonly [string, Language, ...T] {
  return [feature, lang, ...parts];
}
