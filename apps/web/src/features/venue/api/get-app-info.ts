import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { publicAppInfoSchema } from '@atrium/shared/api/app-info';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { venueKeys } from './keys';

/** GET /api/app: the store links, the release date and the release notice in the page language. */
const getAppInfo = (lang: Language, signal?: AbortSignal) =>
  publicApi.get<Reply<typeof publicAppInfoSchema>>('/app', inLanguage(lang, signal));

const appInfoQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: venueKeys.app(lang),
    queryFn: ({ signal }) => getAppInfo(lang, signal),
    ...staticQueryOptions,
  });

export const useAppInfo = (lang: Language) => useQuery(appInfoQueryOptions(lang));
