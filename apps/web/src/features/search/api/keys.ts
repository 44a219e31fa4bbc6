import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { SearchType } from '@atrium/shared/api/search';
import type { Language } from '@atrium/shared/languages';

/** The search page's query keys: the server embeds its results under the same key. */
export const searchKeys = {
  results: (lang: Language, q: string, type: SearchType | undefined, page: number) =>
    PREFETCH_KEYS.search(lang, q, type, page),
};
