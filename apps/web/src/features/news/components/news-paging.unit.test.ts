import { describe, expect, it } from 'vitest';
import { newsPageHref, pageCount, pageFromSearch } from './news-paging';

describe('news list paging in the URL', () => {
  it('reads the page from ?page=, and anything unreadable as page 1', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    expect(pageFromSearch(new URLSearchParams(''))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=0'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=two'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=-4'))).toBe(1);
  });

  it('links page 1 to the plain list address and the others with ?page=', () => {
    expect(newsPageHref('/en/news', 1)).toBe('/en/news');
    expect(newsPageHref('/en/news', 2)).toBe('/en/news?page=2');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
