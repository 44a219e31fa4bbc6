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

/**
 * Several texts of one item, each through the fallback chain on its own: the texts, and the
 * language each was served in (a summary may still be Korean when the title is in English).
 */
export function pickLocalizedFields<K extends string>(
  fields: Record<K, Localized | null | undefined>,
  lang: Language,
): { texts: Record<K, string>; langs: Record<K, Language> } {
  const texts = {} as Record<K, string>;
  const langs = {} as Record<K, Language>;
  for (const key of Object.keys(fields) as K[]) {
    const picked = pickLocalized(fields[key], lang);
    texts[key] = picked.text;
    langs[key] = picked.lang;
  }
  return { texts, langs };
}

/** The text in `preferred` where it has one (a body in its title's language), else through `lang`'s chain. */
export function pickLocalizedAlong(
  values: Localized | null | undefined,
  preferred: Language,
  lang: Language,
): { text: string; lang: Language } {
  const same = values?.[preferred];
  return same ? { text: same, lang: preferred } : pickLocalized(values, lang);
}
