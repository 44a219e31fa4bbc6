import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotspotsResponseSchema } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '../../../lib/api/publicApi';
import { inLanguage, wireJson } from '../../../lib/api/localizedRead';
import { staticQueryOptions } from '../../../lib/queryClient';
import { spacesKeys } from './keys';

/** GET /api/spaces/hotspots: the map picture and its markers. The reply is kept as sent (see select). */
export const getHotspots = (lang: Language, signal?: AbortSignal): Promise<unknown> =>
  publicApi.get('/spaces/hotspots', wireJson, inLanguage(lang, signal));

/** Validates the cached JSON, whether fetched or embedded in the home page's HTML. */
const parseHotspots = (data: unknown) => hotspotsResponseSchema.parse(data);

export const hotspotsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: spacesKeys.hotspots(lang),
    queryFn: ({ signal }) => getHotspots(lang, signal),
    select: parseHotspots,
    ...staticQueryOptions,
  });

export const useHotspots = (lang: Language) => useQuery(hotspotsQueryOptions(lang));
