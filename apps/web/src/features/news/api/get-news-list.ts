import { embeddedQueryOptions, keepPreviousData, queryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { newsListSchema } from '@atrium/shared/api/news';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { newsKeys } from './keys';

/** GET /api/news?page=: public news items, newest first, a page at a time. */
const getNewsList = (lang: Language, page: number, signal?: AbortSignal) =>
  publicApi.get<Reply<typeof newsListSchema>>('/news', { ...inLanguage(lang, signal), query: { page } });

const newsListQueryOptions = (lang: Language, page: number) =>
  queryOptions({
    queryKey: newsKeys.list(lang, page),
    queryFn: ({ signal }) => getNewsList(lang, page, signal),
    // The old page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
    ...embeddedQueryOptions,
  });

export const useNewsList = (lang: Language, page: number) => useQuery(newsListQueryOptions(lang, page));
