import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { hotspotsResponseSchema } from '@atrium/shared/api/content';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';

/** GET /api/spaces/hotspots: the map picture and its markers. */
const getHotspots = (lang: Language, signal?: AbortSignal): Promise<Reply<typeof hotspotsResponseSchema>> =>
  publicApi.get<Reply<typeof hotspotsResponseSchema>>('/spaces/hotspots', inLanguage(lang, signal));

const hotspotsQueryOptions = (lang: Language) =>
  queryOptions({
    // The key the server prefetches the map under, on the home page and on /spaces.
    queryKey: PREFETCH_KEYS.hotspots(lang),
    queryFn: ({ signal }) => getHotspots(lang, signal),
    ...staticQueryOptions,
  });

export const useHotspots = (lang: Language) => useQuery(hotspotsQueryOptions(lang));
