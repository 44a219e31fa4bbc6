/** The five site languages; the first is the default. */
export const LANGUAGES = ['ko', 'en', 'ja', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';

/** docs/spec/product-spec.md §9: en and ja fall back to ko; es and fr to en, then ko. */
export const FALLBACKS: Record<Language, readonly Language[]> = {
  ko: [],
  en: ['ko'],
  ja: ['ko'],
  es: ['en', 'ko'],
  fr: ['en', 'ko'],
};

/** The language itself followed by its fallbacks, in the order they are tried. */
export function languageChain(lang: Language): Language[] {
  return [lang, ...FALLBACKS[lang]];
}

/** Labels of the language select (docs/spec/product-spec.md §2: KOR, ENG, JPN, SPA, FRA). */
export const LANGUAGE_LABELS: Record<Language, string> = {
  ko: 'KOR',
  en: 'ENG',
  ja: 'JPN',
  es: 'SPA',
  fr: 'FRA',
};

/** Each language's own name, for screen readers and the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ko: '한국어',
  en: 'English',
  ja: '日本語',
  es: 'Español',
  fr: 'Français',
};

/** Open Graph locales. */
export const OG_LOCALES: Record<Language, string> = {
  ko: 'ko_KR',
  en: 'en_US',
  ja: 'ja_JP',
  es: 'es_ES',
  fr: 'fr_FR',
};

/** Languages whose long menu labels wrap (docs/spec/product-spec.md §2: over 35 characters, en/es/fr). */
export const WRAPPING_MENU_LANGUAGES: readonly Language[] = ['en', 'es', 'fr'];
export const MENU_LABEL_WRAP_LENGTH = 35;

/** Browser storage key of the chosen language (docs/spec/product-spec.md §9), mirrored in a cookie of the same name for the server. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** Set by the server on a redirect from `/` that guessed the language from the browser (language-init.js). */
export const LANGUAGE_GUESSED_COOKIE = 'i18nextGuessed';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best site language for an Accept-Language header (or navigator.languages),
 * honouring q-values; null when none of ours is acceptable.
 */
export function matchLanguage(header: string | readonly string[] | undefined | null): Language | null {
  if (!header) return null;
  const entries = (typeof header === 'string' ? header.split(',') : header)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((e) => e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const e of entries) if (isLanguage(e.base)) return e.base;
  return null;
}
