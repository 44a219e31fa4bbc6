import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { spacesResponseSchema } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { spacesKeys } from './keys';

/** GET /api/spaces: every space, in the venue's order. */
const getSpaces = (lang: Language, signal?: AbortSignal): Promise<Reply<typeof spacesResponseSchema>> =>
  publicApi.get<Reply<typeof spacesResponseSchema>>('/spaces', inLanguage(lang, signal));

const spacesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: spacesKeys.list(lang),
    queryFn: ({ signal }) => getSpaces(lang, signal),
    ...staticQueryOptions,
  });

export const useSpaces = (lang: Language) => useQuery(spacesQueryOptions(lang));
