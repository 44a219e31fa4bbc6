import type { Reply } from '#web/lib/api/request';
import { useQuery } from '@tanstack/react-query';
import type { releaseSchema } from '@atrium/shared/api/releases';
import { authApi } from '#web/lib/api/auth-api';
import { releaseApiPath, releaseKeys } from './keys';

/** GET /api/admin/releases/{id}: the release, its items with their warnings, its failure if any. */
const getRelease = (id: number, signal?: AbortSignal) =>
  authApi.get<Reply<typeof releaseSchema>>(releaseApiPath(id), { signal });

export const useRelease = (id: number) =>
  useQuery({ queryKey: releaseKeys.release(id), queryFn: ({ signal }) => getRelease(id, signal) });
