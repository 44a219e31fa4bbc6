import { keepPreviousData, queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { artworksResponseSchema, ArtworksResponse } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { exhibitionKeys } from './keys';

/** GET /api/artworks?page=: the collection, a page at a time. */
const getArtworks = (lang: Language, page: number, signal?: AbortSignal): Promise<ArtworksResponse> =>
  publicApi.get<Reply<typeof artworksResponseSchema>>('/artworks', { ...inLanguage(lang, signal), query: { page } });

const artworksQueryOptions = (lang: Language, page: number) =>
  queryOptions({
    queryKey: exhibitionKeys.artworks(lang, page),
    queryFn: ({ signal }) => getArtworks(lang, page, signal),
    // Turning a page keeps the current one on screen until the next arrives.
    placeholderData: keepPreviousData,
    ...staticQueryOptions,
  });

export const useArtworks = (lang: Language, page: number) => useQuery(artworksQueryOptions(lang, page));
