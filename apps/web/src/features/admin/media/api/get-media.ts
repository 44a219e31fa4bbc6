import type { Reply } from '#web/lib/api/request';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { mediaListSchema } from '@atrium/shared/api/media';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** GET /api/admin/media: the uploaded images, newest first. */
const getMedia = (page: number, signal?: AbortSignal) =>
  authApi.get<Reply<typeof mediaListSchema>>('/admin/media', { query: { page }, signal });

const mediaQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.mediaList(page),
    queryFn: ({ signal }) => getMedia(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMedia = (page: number) => useQuery(mediaQueryOptions(page));
