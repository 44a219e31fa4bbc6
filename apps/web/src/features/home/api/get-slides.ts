import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { slidesResponseSchema } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { homeKeys } from './keys';

/** GET /api/slides: main, secondary and education slides. */
const getSlides = (lang: Language, signal?: AbortSignal): Promise<Reply<typeof slidesResponseSchema>> =>
  publicApi.get<Reply<typeof slidesResponseSchema>>('/slides', inLanguage(lang, signal));

const slidesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: homeKeys.slides(lang),
    queryFn: ({ signal }) => getSlides(lang, signal),
    ...staticQueryOptions,
  });

export const useSlides = (lang: Language) => useQuery(slidesQueryOptions(lang));
