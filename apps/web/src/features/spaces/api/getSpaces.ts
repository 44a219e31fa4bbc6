import { queryOptions, useQuery } from '@tanstack/react-query';
import { spacesResponseSchema, type SpaceSummary } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '../../../lib/api/publicApi';
import { inLanguage, wireJson } from '../../../lib/api/localizedRead';
import { staticQueryOptions } from '../../../lib/queryClient';
import { spacesKeys } from './keys';

/** GET /api/spaces: every space, in the venue's order. The reply is kept as sent (see select). */
export const getSpaces = (lang: Language, signal?: AbortSignal): Promise<unknown> =>
  publicApi.get('/spaces', wireJson, inLanguage(lang, signal));

/** Validates the cached JSON, whether fetched or embedded in the /spaces page's HTML. */
const parseSpaces = (data: unknown): SpaceSummary[] => spacesResponseSchema.parse(data);

export const spacesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: spacesKeys.list(lang),
    queryFn: ({ signal }) => getSpaces(lang, signal),
    select: parseSpaces,
    ...staticQueryOptions,
  });

export const useSpaces = (lang: Language) => useQuery(spacesQueryOptions(lang));
