import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

const origin = 'https://atrium.example';
const from = (returnTo: string) => safeReturnTo(`?returnTo=${encodeURIComponent(returnTo)}`, origin);

describe('safeReturnTo', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(from('/en/my/password?x=1#top')).toBe('/en/my/password?x=1#top');
  });

  it('ignores anything that would leave the site', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'en/my',
      '/.//evil.example',
      '/./\\evil.example',
      '/x/..//evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5C%5Cevil.example',
      '/%2e%2e//evil.example',
      '\t//evil',
      ' //evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
      'https://atrium.example.evil.example/',
      'https:/evil.example',
      'data:text/html,hi',
      '/%zz',
    ]) {
      expect(from(value), value).toBeNull();
    }
  });

  it('keeps what it returns on this site when navigated to', () => {
    for (const value of ['/en/', '/ko/news?page=2', '/en/a%20b#x', '/en/./my/../my']) {
      const kept = from(value);
      expect(kept, value).not.toBeNull();
      expect(kept?.startsWith('//'), value).toBe(false);
      expect(new URL(kept ?? '', origin).origin, value).toBe(origin);
    }
    expect(from('/en/./my/../my')).toBe('/en/my');
  });

  it('is null without the parameter', () => {
    expect(safeReturnTo('', origin)).toBeNull();
  });
});
