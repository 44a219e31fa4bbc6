import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { visitGuideResponseSchema } from '@atrium/shared/api/visit';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';

/** GET /api/visit/guide: the way here, the map, transit, parking, accessibility and group booking. */
const getVisitGuide = (lang: Language, signal?: AbortSignal) =>
  publicApi.get<Reply<typeof visitGuideResponseSchema>>('/visit/guide', inLanguage(lang, signal));

const visitGuideQueryOptions = (lang: Language) =>
  queryOptions({
    // The key the server prefetches the guide under in the Visit page's HTML (visit.module.ts).
    queryKey: PREFETCH_KEYS.visitGuide(lang),
    queryFn: ({ signal }) => getVisitGuide(lang, signal),
    ...staticQueryOptions,
  });

export const useVisitGuide = (lang: Language) => useQuery(visitGuideQueryOptions(lang));
