import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';
import { localizedKey } from '../../../lib/queryKeys';

/** Query keys of the home page; the slides key is the one the server prefetches into the HTML. */
export const homeKeys = {
  slides: (lang: Language) => PREFETCH_KEYS.slides(lang),
  familySites: (lang: Language) => localizedKey('home', lang, 'familySites'),
};
