import type { Reply } from '#web/lib/api/request';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaSearch, mediaListSchema } from '@atrium/shared/api/media';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** GET /api/admin/media: the uploaded images, newest first, or those a search finds. */
const getMedia = (page: number, search: MediaSearch, signal?: AbortSignal) =>
  authApi.get<Reply<typeof mediaListSchema>>('/admin/media', { query: { page, ...search }, signal });

const mediaQueryOptions = (page: number, search: MediaSearch) =>
  queryOptions({
    queryKey: adminKeys.mediaList(page, search),
    queryFn: ({ signal }) => getMedia(page, search, signal),
    placeholderData: keepPreviousData,
  });

export const useMedia = (page: number, search: MediaSearch = {}) => useQuery(mediaQueryOptions(page, search));
