import type { Reply } from '#web/lib/api/request';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminSearchResponseSchema } from '@atrium/shared/api/search-admin';
import type { Language } from '@atrium/shared/languages';
import { authApi } from '#web/lib/api/auth-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { adminKeys } from '../lib/admin-keys';

/** GET /api/admin/search: content items (drafts too) whose title in any language holds `q`. */
const searchContent = (q: string, lang: Language, signal?: AbortSignal) =>
  authApi.get<Reply<typeof adminSearchResponseSchema>>('/admin/search', { ...inLanguage(lang, signal), query: { q } });

/** Under the content keys, so a content change refreshes it too; titles come in the admin's language. */
const contentSearchQueryOptions = (q: string, lang: Language) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'content', 'search', lang, q] as const,
    queryFn: ({ signal }) => searchContent(q, lang, signal),
    placeholderData: keepPreviousData,
  });

export const useContentSearch = (q: string, lang: Language) =>
  useQuery({ ...contentSearchQueryOptions(q, lang), enabled: q.length > 0 });
