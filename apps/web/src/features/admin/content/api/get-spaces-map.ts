import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { hotspotsResponseSchema } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { staticQueryOptions } from '#web/lib/reads';
import { contentAdminKeys } from './keys';

/** GET /api/spaces/hotspots: the spaces map picture ({url, width, height, alt} or null) hotspots are placed on. */
const getSpacesMap = async (lang: Language, signal?: AbortSignal) =>
  (await publicApi.get<Reply<typeof hotspotsResponseSchema>>('/spaces/hotspots', inLanguage(lang, signal))).map;

const spacesMapQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: contentAdminKeys.spacesMap(lang),
    queryFn: ({ signal }) => getSpacesMap(lang, signal),
    ...staticQueryOptions,
  });

export const useSpacesMap = (lang: Language, enabled: boolean) => useQuery({ ...spacesMapQueryOptions(lang), enabled });
