import { languageChain, type Language } from './languages';

/** A text with a value per language; any may be missing. */
export type Localized = Partial<Record<Language, string>>;

/**
 * The text for a language through the fallback chain (en, ja → ko; es, fr → en → ko), and the
 * language it was found in, so a page can say "shown in English until the Spanish text is ready".
 */
export function pickLocalized(values: Localized | null | undefined, lang: Language): { text: string; lang: Language } {
  for (const l of languageChain(lang)) {
    const text = values?.[l];
    if (text) return { text, lang: l };
  }
  return { text: '', lang };
}
