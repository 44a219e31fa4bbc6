import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { epicListResponseSchema, EpicSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { eduKeys } from './keys';

/** GET /api/edu/epic: the episodes of the epic history series, in order. */
const getEpics = async (lang: Language, signal?: AbortSignal): Promise<EpicSummary[]> =>
  (await publicApi.get<Reply<typeof epicListResponseSchema>>('/edu/epic', inLanguage(lang, signal))).items;

const epicsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: eduKeys.epics(lang),
    queryFn: ({ signal }) => getEpics(lang, signal),
    ...staticQueryOptions,
  });

export const useEpics = (lang: Language) => useQuery(epicsQueryOptions(lang));
