import type { VenuePageSlug } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { localizedKey } from '../../../lib/queryKeys';

/** Query keys of the venue's own pages and the app page. */
export const venueKeys = {
  page: (lang: Language, slug: VenuePageSlug) => localizedKey('venue', lang, 'page', slug),
  app: (lang: Language) => localizedKey('venue', lang, 'app'),
};
