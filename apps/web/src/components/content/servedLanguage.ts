import type { Language } from '@atrium/shared/languages';

/**
 * The `lang` attribute for a text served in a fallback language (decisions.md section 8): set
 * only where it differs from the page's, so screen readers and hyphenation switch language.
 */
export const langIfOther = (served: Language, page: Language): Language | undefined =>
  served === page ? undefined : served;

/** A language's name in another language ("inglés" for en in es), from the browser's own data. */
export function languageName(lang: Language, inLanguage: Language): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}
