import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { webtoonsResponseSchema, WebtoonSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { eduKeys } from './keys';

/** GET /api/edu/webtoons: every episode, first to last. */
const getWebtoons = async (lang: Language, signal?: AbortSignal): Promise<WebtoonSummary[]> =>
  (await publicApi.get<Reply<typeof webtoonsResponseSchema>>('/edu/webtoons', inLanguage(lang, signal))).items;

const webtoonsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: eduKeys.webtoons(lang),
    queryFn: ({ signal }) => getWebtoons(lang, signal),
    ...staticQueryOptions,
  });

export const useWebtoons = (lang: Language) => useQuery(webtoonsQueryOptions(lang));
