import { embeddedQueryOptions, queryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { articleDetailSchema } from '@atrium/shared/api/news';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { newsKeys } from './keys';

/** GET /api/news/{id}/{aid}: one public article (sanitized HTML) with its neighbours; 404 when there is none. */
const getArticle = (lang: Language, id: number, aid: number, signal?: AbortSignal) =>
  publicApi.get<Reply<typeof articleDetailSchema>>(`/news/${id}/${aid}`, inLanguage(lang, signal));

const articleQueryOptions = (lang: Language, id: number, aid: number) =>
  queryOptions({
    queryKey: newsKeys.article(lang, id, aid),
    queryFn: ({ signal }) => getArticle(lang, id, aid, signal),
    ...embeddedQueryOptions,
  });

/** Ids 0 (not numbers in the URL) ask nothing: the page says not found. */
export const useArticle = (lang: Language, id: number, aid: number) =>
  useQuery({ ...articleQueryOptions(lang, id, aid), enabled: id > 0 && aid > 0 });
