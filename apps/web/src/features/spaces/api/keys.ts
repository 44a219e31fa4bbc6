import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';
import { localizedKey } from '../../../lib/queryKeys';

/** Query keys of the spaces feature; the hotspots key is the one the server prefetches into the HTML. */
export const spacesKeys = {
  list: (lang: Language) => localizedKey('spaces', lang, 'list'),
  detail: (lang: Language, slug: string) => localizedKey('spaces', lang, 'detail', slug),
  hotspots: (lang: Language) => PREFETCH_KEYS.hotspots(lang),
};
