import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items';

/** The items as MUI's Pagination shows them: ‹ 1 … 4 5 6 … 10 ›. */
const shown = (page: number, count: number) =>
  pagerItems(page, count).map((item) =>
    item.type === 'page'
      ? `${item.page}${item.selected ? '*' : ''}`
      : item.type === 'ellipsis'
        ? '…'
        : `${item.type === 'previous' ? '‹' : '›'}${item.disabled ? '-' : ''}`,
  );

describe('pager items', () => {
  it('list every page of a short list, the ends disabled where there is nowhere to go', () => {
    expect(shown(1, 2)).toEqual(['‹-', '1*', '2', '›']);
    expect(shown(2, 2)).toEqual(['‹', '1', '2*', '›-']);
    expect(shown(1, 1)).toEqual(['‹-', '1*', '›-']);
  });

  it('shorten a long list with ellipses around the current page, as MUI does', () => {
    expect(shown(1, 10)).toEqual(['‹-', '1*', '2', '3', '4', '5', '…', '10', '›']);
    expect(shown(5, 10)).toEqual(['‹', '1', '…', '4', '5*', '6', '…', '10', '›']);
    expect(shown(10, 10)).toEqual(['‹', '1', '…', '6', '7', '8', '9', '10*', '›-']);
    expect(shown(4, 7)).toEqual(['‹', '1', '2', '3', '4*', '5', '6', '7', '›']);
  });

  it('keep the current page past the end in view (an old address)', () => {
    expect(shown(3, 2).filter((s) => s.startsWith('›'))).toEqual(['›-']);
  });
});
