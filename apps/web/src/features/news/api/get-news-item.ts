import { embeddedQueryOptions, queryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { newsDetailSchema } from '@atrium/shared/api/news';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { newsKeys } from './keys';

/** GET /api/news/{id}: one public news item with its public articles; 404 when there is none. */
const getNewsItem = (lang: Language, id: number, signal?: AbortSignal) =>
  publicApi.get<Reply<typeof newsDetailSchema>>(`/news/${id}`, inLanguage(lang, signal));

const newsItemQueryOptions = (lang: Language, id: number) =>
  queryOptions({
    queryKey: newsKeys.item(lang, id),
    queryFn: ({ signal }) => getNewsItem(lang, id, signal),
    ...embeddedQueryOptions,
  });

/** `id` 0 (not a number in the URL) asks nothing: the page says not found. */
export const useNewsItem = (lang: Language, id: number) =>
  useQuery({ ...newsItemQueryOptions(lang, id), enabled: id > 0 });
