import type { Language } from '@atrium/shared/languages';
import { localizedKey } from '../../../lib/queryKeys';

/** Query keys of exhibitions and artworks, each with the language of its text. */
export const exhibitionKeys = {
  list: (lang: Language) => localizedKey('exhibitions', lang, 'list'),
  detail: (lang: Language, slug: string) => localizedKey('exhibitions', lang, 'detail', slug),
  artworks: (lang: Language, page: number) => localizedKey('artworks', lang, 'list', page),
  artwork: (lang: Language, id: number) => localizedKey('artworks', lang, 'detail', id),
};
