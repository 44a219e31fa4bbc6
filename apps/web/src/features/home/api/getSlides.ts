import { queryOptions, useQuery } from '@tanstack/react-query';
import { slidesResponseSchema } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '../../../lib/api/publicApi';
import { inLanguage, wireJson } from '../../../lib/api/localizedRead';
import { staticQueryOptions } from '../../../lib/queryClient';
import { homeKeys } from './keys';

/** GET /api/slides: main, secondary and education slides. The reply is kept as sent (see select). */
export const getSlides = (lang: Language, signal?: AbortSignal): Promise<unknown> =>
  publicApi.get('/slides', wireJson, inLanguage(lang, signal));

/** Validates the cached JSON, whether fetched or embedded in the home page's HTML. */
const parseSlides = (data: unknown) => slidesResponseSchema.parse(data);

export const slidesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: homeKeys.slides(lang),
    queryFn: ({ signal }) => getSlides(lang, signal),
    select: parseSlides,
    ...staticQueryOptions,
  });

export const useSlides = (lang: Language) => useQuery(slidesQueryOptions(lang));
