import type { FamilySite } from '@atrium/shared/api/content';
import { FAMILY_SITE_CATEGORIES } from '@atrium/shared/home-content';

/** Spec: a logo is at most 35 px high unless its entry says 40 or 45. */
export const DEFAULT_LOGO_MAX_HEIGHT = 35;

export interface FamilySiteGroup {
  category: FamilySite['category'];
  sites: FamilySite[];
}

/** The sites by category, in the spec's order (family federation, education, content), keeping each one's order. */
export function groupFamilySites(sites: readonly FamilySite[]): FamilySiteGroup[] {
  return FAMILY_SITE_CATEGORIES.map((category) => ({
    category,
    sites: sites.filter((site) => site.category === category),
  })).filter((group) => group.sites.length > 0);
}
