import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';
import { localizedKey } from '#web/lib/query-keys';

/** Query keys of the home page; the slides key is the one the server prefetches into the HTML (the visit block's: components/visit). */
export const homeKeys = {
  slides: (lang: Language) => PREFETCH_KEYS.slides(lang),
  familySites: (lang: Language) => localizedKey('home', lang, 'familySites'),
};
