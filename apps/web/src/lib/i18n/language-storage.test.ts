import { afterEach, describe, expect, it } from 'vitest';
import { persistLanguage, readStoredLanguage, setAdminShown } from './language-storage';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'i18nextLng=; path=/; max-age=0';
});

describe('persistLanguage', () => {
  it('saves the language in localStorage and the cookie the server reads, and sets <html lang>', () => {
    persistLanguage('ja');
    expect(localStorage.getItem('i18nextLng')).toBe('ja');
    expect(document.cookie).toContain('i18nextLng=ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(readStoredLanguage()).toBe('ja');
  });

  it('leaves the public choice alone while the admin is shown (the admin keeps its own)', () => {
    persistLanguage('fr');
    setAdminShown(true);
    try {
      persistLanguage('en');
      expect(document.documentElement.lang).toBe('en');
      expect(localStorage.getItem('i18nextLng')).toBe('fr');
      expect(document.cookie).toContain('i18nextLng=fr');
    } finally {
      setAdminShown(false);
    }
    persistLanguage('ja');
    expect(localStorage.getItem('i18nextLng')).toBe('ja');
  });

  it('leaves the public choice alone on a preview of a draft in another language', () => {
    persistLanguage('ko');
    window.history.replaceState(null, '', '/es/news/3?preview=signed');
    try {
      persistLanguage('es');
      expect(document.documentElement.lang).toBe('es');
      expect(localStorage.getItem('i18nextLng')).toBe('ko');
      expect(document.cookie).toContain('i18nextLng=ko');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('ignores a stored value that is no site language', () => {
    localStorage.setItem('i18nextLng', 'de');
    expect(readStoredLanguage()).toBeNull();
  });
});
