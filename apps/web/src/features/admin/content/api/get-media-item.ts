import type { Reply } from '#web/lib/api/request';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { mediaItemSchema, MediaItem } from '@atrium/shared/api/media';
import { isApiError } from '#web/lib/api/ApiError';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';
import { contentAdminKeys } from './keys';

/**
 * GET /api/admin/media/{id}: one library image, for the thumbnail of a media field. Answers null
 * when the server has no such image (or no such route yet): the field then names the id only.
 */
async function getMediaItem(id: string, signal?: AbortSignal): Promise<MediaItem | null> {
  try {
    return await authApi.get<Reply<typeof mediaItemSchema>>(`/admin/media/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}

/** The image if a library page already loaded (the picker's) holds it: no request then. */
function cachedMediaItem(queryClient: QueryClient, id: string): MediaItem | undefined {
  for (const [, data] of queryClient.getQueriesData<{ items?: MediaItem[] }>({ queryKey: adminKeys.media() })) {
    const found = data?.items?.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Remembers an image just picked or uploaded, so its field shows it at once. */
export const rememberMediaItem = (queryClient: QueryClient, item: MediaItem) =>
  queryClient.setQueryData(contentAdminKeys.mediaItem(item.id), item);

export function useMediaItem(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: contentAdminKeys.mediaItem(id ?? ''),
    queryFn: ({ signal }) => getMediaItem(id ?? '', signal),
    initialData: () => (id ? cachedMediaItem(queryClient, id) : undefined),
    enabled: Boolean(id),
    staleTime: Infinity,
    retry: false,
  });
}
