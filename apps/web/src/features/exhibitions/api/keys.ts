import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';

/** Query keys of exhibitions and artworks, each with the language of its text; the server embeds their data under them. */
export const exhibitionKeys = {
  list: (lang: Language) => PREFETCH_KEYS.exhibitions(lang),
  detail: (lang: Language, slug: string) => PREFETCH_KEYS.exhibition(lang, slug),
  artworks: (lang: Language, page: number) => PREFETCH_KEYS.artworks(lang, page),
  artwork: (lang: Language, id: number) => PREFETCH_KEYS.artwork(lang, id),
};
