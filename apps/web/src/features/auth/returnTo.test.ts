import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './returnTo';

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
    ]) {
      expect(from(value), value).toBeNull();
    }
  });

  it('is null without the parameter', () => {
    expect(safeReturnTo('', origin)).toBeNull();
  });
});
