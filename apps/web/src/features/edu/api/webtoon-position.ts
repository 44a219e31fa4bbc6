import { useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { webtoonPositionSchema, webtoonPositionsResponseSchema } from '@atrium/shared/api/edu';
import type { WebtoonPosition, WebtoonPositionInput, WebtoonPositionsResponse } from '@atrium/shared/api/edu';
import { authApi } from '#web/lib/api/auth-api';
import { eduKeys } from './keys';

/** GET /api/me/webtoon-position: the member's last episode and the panel reached in each episode read. */
const getWebtoonPositions = (signal?: AbortSignal): Promise<WebtoonPositionsResponse> =>
  authApi.get<Reply<typeof webtoonPositionsResponseSchema>>('/me/webtoon-position', { signal });

/** Only for signed-in members; read fresh each time (another device may have read further). */
export const useWebtoonPositions = (signedIn: boolean) =>
  useQuery({
    queryKey: eduKeys.webtoonPositions(),
    queryFn: ({ signal }) => getWebtoonPositions(signal),
    enabled: signedIn,
    staleTime: 0,
  });

/** PUT /api/me/webtoon-position: where the member is in an episode. */
export const saveWebtoonPosition = (body: WebtoonPositionInput): Promise<WebtoonPosition> =>
  authApi.request<Reply<typeof webtoonPositionSchema>>('/me/webtoon-position', { method: 'PUT', body });
