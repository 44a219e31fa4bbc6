import type { Reply } from '#web/lib/api/request';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@atrium/shared/languages';
import type { translationListSchema } from '@atrium/shared/api/translations';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

export interface TranslationListQuery {
  namespace?: string;
  q?: string;
  /** Only keys with a missing or an outdated text, in `lang` or in any language. */
  status?: 'missing' | 'stale';
  lang?: Language;
  page: number;
}

/**
 * GET /api/admin/translation/strings: the grid's keys with every language's text, pending draft
 * and translation state, and per language how many texts are missing or outdated.
 */
const getTranslations = (query: TranslationListQuery, signal?: AbortSignal) =>
  authApi.get<Reply<typeof translationListSchema>>('/admin/translation/strings', { query: { ...query }, signal });

const translationsQueryOptions = (query: TranslationListQuery) =>
  queryOptions({
    queryKey: adminKeys.translationList(query),
    queryFn: ({ signal }) => getTranslations(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTranslations = (query: TranslationListQuery) => useQuery(translationsQueryOptions(query));
