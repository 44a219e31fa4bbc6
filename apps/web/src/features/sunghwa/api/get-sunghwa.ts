import { staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { sunghwaResponseSchema, SunghwaResponse } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { authApi } from '#web/lib/api/auth-api';
import { inLanguage } from '#web/lib/api/localized-read';

/**
 * GET /api/edu/sunghwa (members only): the sunghwa course, chapter by chapter. Under `account`
 * in the cache, as a member's read, so signing out drops it.
 */
const getSunghwa = (lang: Language, signal?: AbortSignal): Promise<SunghwaResponse> =>
  authApi.get<Reply<typeof sunghwaResponseSchema>>('/edu/sunghwa', inLanguage(lang, signal));

export const useSunghwa = (lang: Language) =>
  useQuery({
    queryKey: ['account', 'sunghwa', lang] as const,
    queryFn: ({ signal }) => getSunghwa(lang, signal),
    ...staticQueryOptions,
  });
