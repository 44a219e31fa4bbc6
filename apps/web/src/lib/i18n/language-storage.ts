import { LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '@atrium/shared/languages';
import { linkFaceSheet } from './face-sheet';

const ONE_YEAR_SECONDS = 31_536_000;

/** The language saved in this browser, if any and valid. */
export function readStoredLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** True while the admin is shown: it keeps its own language choice (AdminLanguage), not the site's. */
let adminShown = false;

export function setAdminShown(shown: boolean): void {
  adminShown = shown;
}

/** A staff preview of a draft (its link's `preview` parameter): a language looked at, not chosen. */
const showsPreview = (): boolean => new URLSearchParams(window.location.search).has('preview');

/**
 * Remembers the language on every change: localStorage for the app, a cookie of the same name
 * for the server (it redirects `/` with it), and <html lang> for assistive technology; its face's
 * stylesheet is linked. Not a change made in the admin, nor the language of a preview staff
 * opened: the public site keeps the language last chosen there.
 */
export function persistLanguage(lang: Language): void {
  document.documentElement.lang = lang;
  linkFaceSheet(lang);
  if (adminShown || showsPreview()) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage blocked: the cookie and the URL still carry the language.
  }
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
