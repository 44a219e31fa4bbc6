import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { VenuePageSlug } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';

/** Query keys of the venue's own pages and the app page: the server embeds their data under the same keys. */
export const venueKeys = {
  page: (lang: Language, slug: VenuePageSlug) => PREFETCH_KEYS.venuePage(lang, slug),
  app: (lang: Language) => PREFETCH_KEYS.appInfo(lang),
};
