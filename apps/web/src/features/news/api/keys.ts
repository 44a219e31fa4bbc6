import type { Language } from '@atrium/shared/languages';
import { localizedKey } from '../../../lib/queryKeys';

/** Query keys of the public news pages: each carries the language, so a language switch never shows the other's text. */
export const newsKeys = {
  list: (lang: Language, page: number) => localizedKey('news', lang, 'list', page),
  item: (lang: Language, id: number) => localizedKey('news', lang, 'item', id),
  article: (lang: Language, id: number, aid: number) => localizedKey('news', lang, 'article', id, aid),
};
