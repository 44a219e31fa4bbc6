import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { familySitesResponseSchema, FamilySite } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { homeKeys } from './keys';

/** GET /api/family-sites: the affiliated sites' logo links. */
const getFamilySites = async (lang: Language, signal?: AbortSignal): Promise<FamilySite[]> =>
  (await publicApi.get<Reply<typeof familySitesResponseSchema>>('/family-sites', inLanguage(lang, signal))).sites;

const familySitesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: homeKeys.familySites(lang),
    queryFn: ({ signal }) => getFamilySites(lang, signal),
    ...staticQueryOptions,
  });

export const useFamilySites = (lang: Language) => useQuery(familySitesQueryOptions(lang));
