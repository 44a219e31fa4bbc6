import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';

/**
 * Query keys of the public news pages: each carries the language, so a language switch never
 * shows the other's text. The server embeds these pages' data under the same keys.
 */
export const newsKeys = {
  list: (lang: Language, page: number) => PREFETCH_KEYS.newsList(lang, page),
  item: (lang: Language, id: number) => PREFETCH_KEYS.newsItem(lang, id),
  article: (lang: Language, id: number, aid: number) => PREFETCH_KEYS.newsArticle(lang, id, aid),
};
