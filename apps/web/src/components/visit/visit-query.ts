import { queryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { visitResponseSchema } from '@atrium/shared/api/visit';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';

/** "Open now" goes stale with the clock: asked again after a minute, and every few minutes while the page is open. */
const VISIT_STALE_MS = 60_000;
const VISIT_REFRESH_MS = 5 * 60_000;

/** GET /api/visit: opening hours, closures, admission, and whether the venue is open now. */
const getVisit = (lang: Language, signal?: AbortSignal): Promise<Reply<typeof visitResponseSchema>> =>
  publicApi.get<Reply<typeof visitResponseSchema>>('/visit', inLanguage(lang, signal));

const visitQueryOptions = (lang: Language) =>
  queryOptions({
    // The key the server prefetches it under, on the home page and the Visit page.
    queryKey: PREFETCH_KEYS.visit(lang),
    queryFn: ({ signal }) => getVisit(lang, signal),
    staleTime: VISIT_STALE_MS,
    refetchInterval: VISIT_REFRESH_MS,
  });

/** The visit information and today's status (the home page's block, the Visit page). */
export const useVisit = (lang: Language) => useQuery(visitQueryOptions(lang));
