import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { translationVersionDetailSchema } from '@atrium/shared/api/translations';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** GET /api/admin/translation/history/{id}: one version and its changes (old → new per key and language). */
const getTranslationVersion = (id: number, signal?: AbortSignal) =>
  authApi.get<Reply<typeof translationVersionDetailSchema>>(`/admin/translation/history/${id}`, { signal });

const translationVersionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.translationVersion(id),
    queryFn: ({ signal }) => getTranslationVersion(id, signal),
    // A published version never changes.
    staleTime: Infinity,
  });

export const useTranslationVersion = (id: number) => useQuery(translationVersionQueryOptions(id));
