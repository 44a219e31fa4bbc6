import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { translationListSchema } from '@atrium/shared/api/translations';
import { authApi } from '../../../lib/api/authApi';
import { adminKeys } from './keys';

export interface TranslationListQuery {
  namespace?: string;
  q?: string;
  /** Only keys lacking a text in some language. */
  missing: boolean;
  page: number;
}

/** GET /api/admin/translation/strings: the grid's keys with every language's text and pending draft. */
export const getTranslations = ({ missing, ...query }: TranslationListQuery, signal?: AbortSignal) =>
  authApi.get('/admin/translation/strings', translationListSchema, {
    query: { ...query, missing: missing ? 'true' : undefined },
    signal,
  });

export const translationsQueryOptions = (query: TranslationListQuery) =>
  queryOptions({
    queryKey: adminKeys.translationList(query),
    queryFn: ({ signal }) => getTranslations(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTranslations = (query: TranslationListQuery) => useQuery(translationsQueryOptions(query));
