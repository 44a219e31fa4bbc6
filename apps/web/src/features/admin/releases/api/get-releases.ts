import type { Reply } from '#web/lib/api/request';
import { useQuery } from '@tanstack/react-query';
import type { releasesResponseSchema } from '@atrium/shared/api/releases';
import { authApi } from '#web/lib/api/auth-api';
import { releaseApiPath, releaseKeys } from './keys';

/** GET /api/admin/releases: every release, newest first, with its item count. */
const getReleases = (signal?: AbortSignal) =>
  authApi.get<Reply<typeof releasesResponseSchema>>(releaseApiPath(), { signal });

/** `enabled` false waits (the editor's menu asks only once it opens). */
export const useReleases = (enabled = true) =>
  useQuery({ queryKey: releaseKeys.list(), queryFn: ({ signal }) => getReleases(signal), enabled });
