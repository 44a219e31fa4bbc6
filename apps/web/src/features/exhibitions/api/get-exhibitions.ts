import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { exhibitionsResponseSchema, ExhibitionSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { exhibitionKeys } from './keys';

/** GET /api/exhibitions: current and permanent exhibitions, in the venue's order. */
const getExhibitions = async (lang: Language, signal?: AbortSignal): Promise<ExhibitionSummary[]> =>
  (await publicApi.get<Reply<typeof exhibitionsResponseSchema>>('/exhibitions', inLanguage(lang, signal))).items;

const exhibitionsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: exhibitionKeys.list(lang),
    queryFn: ({ signal }) => getExhibitions(lang, signal),
    ...staticQueryOptions,
  });

export const useExhibitions = (lang: Language) => useQuery(exhibitionsQueryOptions(lang));
