import { afterEach, describe, expect, it } from 'vitest';
import { persistLanguage, readStoredLanguage } from './languageStorage';

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

  it('ignores a stored value that is no site language', () => {
    localStorage.setItem('i18nextLng', 'de');
    expect(readStoredLanguage()).toBeNull();
  });
});
