import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { webtoonDetailSchema, WebtoonDetail } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { eduKeys } from './keys';

/** GET /api/edu/webtoons/{id}: an episode's panels and its neighbours; 404 when there is none. */
const getWebtoon = (lang: Language, id: number, signal?: AbortSignal): Promise<WebtoonDetail> =>
  publicApi.get<Reply<typeof webtoonDetailSchema>>(`/edu/webtoons/${id}`, inLanguage(lang, signal));

const webtoonQueryOptions = (lang: Language, id: number) =>
  queryOptions({
    queryKey: eduKeys.webtoon(lang, id),
    queryFn: ({ signal }) => getWebtoon(lang, id, signal),
    ...staticQueryOptions,
  });

export const useWebtoon = (lang: Language, id: number) => useQuery(webtoonQueryOptions(lang, id));
