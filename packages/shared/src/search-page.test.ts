import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './api/search';
import { searchPageHref, searchPageQuery } from './search-page';

describe('the search page’s address', () => {
  it('reads the query trimmed, a known type and the page', () => {
    expect(searchPageQuery({ q: '  정원 ', type: 'news', page: '2' })).toEqual({
      q: '정원',
      type: 'news',
      page: 2,
      problem: null,
    });
  });

  it('searches every type on the first page when the type or page is not one', () => {
    expect(searchPageQuery({ q: 'garden', type: 'posters', page: 'x' })).toEqual({
      q: 'garden',
      type: undefined,
      page: 1,
      problem: null,
    });
  });

  it('names the problem of a missing or over-long query, as the API would refuse it', () => {
    expect(searchPageQuery({}).problem).toBe('REQUIRED');
    expect(searchPageQuery({ q: '   ' }).problem).toBe('REQUIRED');
    expect(searchPageQuery({ q: 'a'.repeat(101) }).problem).toBe('TOO_LONG');
    expect(searchPageQuery({ q: 'a'.repeat(100) }).problem).toBeNull();
    // The same verdict as the API's schema, on edge cases of trimming and length.
    for (const q of [
      '',
      ' ',
      '\t가\n',
      ' '.repeat(3) + 'a'.repeat(100) + ' ',
      'a'.repeat(101),
      '😀'.repeat(50),
      '😀'.repeat(51),
    ]) {
      const parsed = searchQuerySchema.shape.q.safeParse(q);
      const expected = parsed.success ? null : parsed.error.issues[0]?.message;
      expect(searchPageQuery({ q }).problem, JSON.stringify(q)).toBe(expected);
    }
  });

  it('writes addresses the page reads back, page 1 and every type left out', () => {
    expect(searchPageHref('/en/search', 'a & b')).toBe('/en/search?q=a+%26+b');
    const next = searchPageHref('/en/search', 'a & b', 'artworks', 3);
    expect(next).toBe('/en/search?q=a+%26+b&type=artworks&page=3');
    const params = new URLSearchParams(next.split('?')[1]);
    expect(searchPageQuery({ q: params.get('q'), type: params.get('type'), page: params.get('page') })).toEqual({
      q: 'a & b',
      type: 'artworks',
      page: 3,
      problem: null,
    });
  });
});
