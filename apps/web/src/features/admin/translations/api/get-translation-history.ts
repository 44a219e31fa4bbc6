import type { Reply } from '#web/lib/api/request';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { translationHistorySchema } from '@atrium/shared/api/translations';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** GET /api/admin/translation/history: published versions, newest first. */
const getTranslationHistory = (page: number, signal?: AbortSignal) =>
  authApi.get<Reply<typeof translationHistorySchema>>('/admin/translation/history', { query: { page }, signal });

const translationHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.translationHistory(page),
    queryFn: ({ signal }) => getTranslationHistory(page, signal),
    placeholderData: keepPreviousData,
  });

export const useTranslationHistory = (page: number) => useQuery(translationHistoryQueryOptions(page));
