import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('takes the first path segment first', () => {
    expect(detectLanguage({ pathname: '/ja/news', stored: 'fr', browserLanguages: ['es-ES'] })).toBe('ja');
  });

  it('then the stored language', () => {
    expect(detectLanguage({ pathname: '/admin/users', stored: 'fr', browserLanguages: ['es-ES'] })).toBe('fr');
  });

  it('then the browser language, honouring its order', () => {
    expect(detectLanguage({ pathname: '/', stored: null, browserLanguages: ['de-DE', 'es-MX', 'en'] })).toBe('es');
  });

  it('ignores invalid values at each step and defaults to ko', () => {
    expect(detectLanguage({ pathname: '/xx/news', stored: 'zz', browserLanguages: ['de'] })).toBe('ko');
    expect(detectLanguage({ pathname: '/', stored: null, browserLanguages: [] })).toBe('ko');
  });
});
