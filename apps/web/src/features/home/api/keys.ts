import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';
import { localizedKey } from '#web/lib/query-keys';

/** Query keys of the home page; the slides and visit keys are the ones the server prefetches into the HTML. */
export const homeKeys = {
  slides: (lang: Language) => PREFETCH_KEYS.slides(lang),
  visit: (lang: Language) => PREFETCH_KEYS.visit(lang),
  familySites: (lang: Language) => localizedKey('home', lang, 'familySites'),
};
