import { DEFAULT_LANGUAGE, type Language } from '@atrium/shared/languages';

/**
 * The language the page is shown in, for code outside React (API clients send it as
 * Accept-Language). i18n.ts keeps it in step with the translator.
 */
let current: Language = DEFAULT_LANGUAGE;

export const getCurrentLanguage = (): Language => current;

export function setCurrentLanguage(lang: Language): void {
  current = lang;
}
