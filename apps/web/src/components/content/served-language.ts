import type { Language } from '@atrium/shared/languages';
import { displayNames, listFormat } from '@atrium/shared/intl-formats';

/**
 * The `lang` attribute for a text served in a fallback language (docs/spec/decisions.md §8): set
 * only where it differs from the page's, so screen readers and hyphenation switch language.
 */
export const langIfOther = (served: Language, page: Language): Language | undefined =>
  served === page ? undefined : served;

/**
 * The `lang` for the page's own words (a label, a heading from the interface, pictures' alt
 * texts) inside an article served in another language: they are the page's language, not the
 * article's around them.
 */
export const pageLangWithin = (served: Language, page: Language): Language | undefined =>
  served === page ? undefined : page;

/** A language's name in another language ("inglés" for en in es), from the browser's own data. */
export function languageName(lang: Language, inLanguage: Language): string {
  try {
    return displayNames([inLanguage], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** Every language an item's texts were served in: its title's (`lang`), then each text's (`langs`). */
export function servedLanguages(item: { lang: Language; langs?: Partial<Record<string, Language>> }): Language[] {
  const all = [item.lang, ...Object.values(item.langs ?? {})].filter((l): l is Language => l !== undefined);
  return [...new Set(all)];
}

/**
 * The languages other than the page's that a list's items were served in, each once, in the
 * order met: what a list's note names ("Shown in Korean and English until…").
 */
export function otherLanguages(
  items: readonly { lang: Language; langs?: Partial<Record<string, Language>> }[] | undefined,
  page: Language,
): Language[] {
  return [...new Set((items ?? []).flatMap(servedLanguages))].filter((l) => l !== page);
}

/** Language names as a list in the page's language ("English and Korean"). */
export function languageNames(langs: readonly Language[], inLanguage: Language): string {
  const names = langs.map((l) => languageName(l, inLanguage));
  try {
    return listFormat([inLanguage], { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}
