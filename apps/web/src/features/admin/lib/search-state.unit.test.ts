import { describe, expect, it } from 'vitest';
import { parseSearch } from './search-state';
import { usersSearchSchema } from '../users/lib/users-search';
import { translationSearchSchema } from '../translations/lib/translation-search';

describe('parseSearch', () => {
  it('reads filters and the page through the shared schema', () => {
    const params = new URLSearchParams('role=MANAGER&phoneRegion=KR&startDate=2025-04-01&page=3');
    expect(parseSearch(params, usersSearchSchema)).toEqual({
      role: 'MANAGER',
      phoneRegion: 'KR',
      startDate: '2025-04-01',
      page: 3,
    });
  });

  it('drops what a hand-edited URL got wrong, and keeps the rest', () => {
    const params = new URLSearchParams('role=KING&startDate=yesterday&page=0&keyword=kim');
    expect(parseSearch(params, usersSearchSchema)).toEqual({ keyword: 'kim', page: 1 });
  });

  it('gives the defaults for an empty query (grid view, page 1, all keys)', () => {
    expect(parseSearch(new URLSearchParams(), translationSearchSchema)).toEqual({
      view: 'strings',
      page: 1,
      historyPage: 1,
    });
    expect(
      parseSearch(new URLSearchParams('status=stale&lang=fr&view=history&version=4'), translationSearchSchema),
    ).toMatchObject({ status: 'stale', lang: 'fr', view: 'history', version: 4 });
  });
});
