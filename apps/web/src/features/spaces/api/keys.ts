import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';

/** Query keys of the spaces feature: the ones the server prefetches into the pages' HTML. */
export const spacesKeys = {
  list: (lang: Language) => PREFETCH_KEYS.spaces(lang),
  detail: (lang: Language, slug: string) => PREFETCH_KEYS.space(lang, slug),
};
