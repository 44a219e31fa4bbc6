import { describe, expect, it } from 'vitest';
import { languageChain, matchLanguage } from './languages';

describe('languages', () => {
  it('falls back as the spec says: en and ja to ko, es and fr to en then ko', () => {
    expect(languageChain('ko')).toEqual(['ko']);
    expect(languageChain('en')).toEqual(['en', 'ko']);
    expect(languageChain('ja')).toEqual(['ja', 'ko']);
    expect(languageChain('es')).toEqual(['es', 'en', 'ko']);
    expect(languageChain('fr')).toEqual(['fr', 'en', 'ko']);
  });

  it('picks the best supported language from Accept-Language by quality', () => {
    expect(matchLanguage('de-DE,de;q=0.9,ja;q=0.8,en;q=0.7')).toBe('ja');
    expect(matchLanguage('en;q=0.2, fr-CA;q=0.9')).toBe('fr');
    expect(matchLanguage('de, it')).toBeNull();
    expect(matchLanguage('ko;q=0, en')).toBe('en');
    expect(matchLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(matchLanguage(undefined)).toBeNull();
  });
});
