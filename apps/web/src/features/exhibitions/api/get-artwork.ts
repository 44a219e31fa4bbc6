import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { artworkDetailSchema, ArtworkDetail } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { exhibitionKeys } from './keys';

/** GET /api/artworks/{id}: one artwork with its metadata, pictures and video; 404 when there is none. */
const getArtwork = (lang: Language, id: number, signal?: AbortSignal): Promise<ArtworkDetail> =>
  publicApi.get<Reply<typeof artworkDetailSchema>>(`/artworks/${id}`, inLanguage(lang, signal));

const artworkQueryOptions = (lang: Language, id: number) =>
  queryOptions({
    queryKey: exhibitionKeys.artwork(lang, id),
    queryFn: ({ signal }) => getArtwork(lang, id, signal),
    ...staticQueryOptions,
  });

export const useArtwork = (lang: Language, id: number) => useQuery(artworkQueryOptions(lang, id));
