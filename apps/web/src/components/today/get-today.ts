import { queryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { todayResponseSchema } from '@atrium/shared/api/today';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';

/** What is on turns with the venue's date: asked again after a few minutes (the server keeps it per day). */
const TODAY_STALE_MS = 5 * 60_000;

/**
 * GET /api/today: exhibitions on now, today's (or the next) events and program sessions; the home
 * page's block (whose data the server embeds under this key) and the running check-in event /my
 * shows.
 */
const getToday = (lang: Language, signal?: AbortSignal): Promise<Reply<typeof todayResponseSchema>> =>
  publicApi.get<Reply<typeof todayResponseSchema>>('/today', inLanguage(lang, signal));

const todayQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: PREFETCH_KEYS.today(lang),
    queryFn: ({ signal }) => getToday(lang, signal),
    staleTime: TODAY_STALE_MS,
  });

export const useToday = (lang: Language) => useQuery(todayQueryOptions(lang));
