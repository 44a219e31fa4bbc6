import { describe, expect, it } from 'vitest';
import { stripLanguagePrefix, switchLanguagePath } from './language-path';

describe('switchLanguagePath', () => {
  it('keeps the rest of the path, the query string and the hash', () => {
    expect(switchLanguagePath({ pathname: '/en/news/3', search: '?page=2', hash: '#c' }, 'ja')).toBe(
      '/ja/news/3?page=2#c',
    );
  });

  it('switches the home page', () => {
    expect(switchLanguagePath({ pathname: '/ko/', search: '', hash: '' }, 'fr')).toBe('/fr/');
    expect(switchLanguagePath({ pathname: '/ko', search: '', hash: '' }, 'es')).toBe('/es/');
  });

  it('adds a language to a path that has none', () => {
    expect(switchLanguagePath({ pathname: '/news', search: '?q=1', hash: '' }, 'en')).toBe('/en/news?q=1');
  });

  it('keeps encoded segments as they are', () => {
    expect(switchLanguagePath({ pathname: '/en/spaces/hall%20a', search: '', hash: '' }, 'ko')).toBe(
      '/ko/spaces/hall%20a',
    );
  });
});

describe('stripLanguagePrefix', () => {
  it('removes only a language segment', () => {
    expect(stripLanguagePrefix('/en/news/3')).toBe('/news/3');
    expect(stripLanguagePrefix('/ja/')).toBe('/');
    expect(stripLanguagePrefix('/admin/users')).toBe('/admin/users');
  });
});
