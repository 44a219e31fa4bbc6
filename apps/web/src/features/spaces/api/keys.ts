import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';
import { localizedKey } from '../../../lib/queryKeys';

/** Query keys of the spaces feature; the list and hotspots keys are the ones the server prefetches into the HTML. */
export const spacesKeys = {
  list: (lang: Language) => PREFETCH_KEYS.spaces(lang),
  detail: (lang: Language, slug: string) => localizedKey('spaces', lang, 'detail', slug),
  hotspots: (lang: Language) => PREFETCH_KEYS.hotspots(lang),
};
