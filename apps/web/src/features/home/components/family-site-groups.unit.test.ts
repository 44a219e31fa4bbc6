import { describe, expect, it } from 'vitest';
import type { FamilySite } from '@atrium/shared/api/content';
import { groupFamilySites } from './family-site-groups';

const site = (abbr: string, category: FamilySite['category']): FamilySite => ({
  name: abbr,
  href: `https://${abbr}.example`,
  abbr,
  category,
  maxHeight: null,
  logo: null,
  lang: 'en',
});

describe('groupFamilySites', () => {
  it('groups by category in the spec order, keeping the order within each, and drops empty ones', () => {
    const groups = groupFamilySites([site('c1', 'content'), site('f1', 'family'), site('f2', 'family')]);
    expect(groups.map((g) => [g.category, g.sites.map((s) => s.abbr)])).toEqual([
      ['family', ['f1', 'f2']],
      ['content', ['c1']],
    ]);
  });
});
