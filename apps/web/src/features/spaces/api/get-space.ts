import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { spaceDetailSchema, SpaceDetail } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { spacesKeys } from './keys';

/** GET /api/spaces/{slug}: one space with its sections and gallery; 404 when there is none. */
const getSpace = (lang: Language, slug: string, signal?: AbortSignal): Promise<SpaceDetail> =>
  publicApi.get<Reply<typeof spaceDetailSchema>>(`/spaces/${encodeURIComponent(slug)}`, inLanguage(lang, signal));

const spaceQueryOptions = (lang: Language, slug: string) =>
  queryOptions({
    queryKey: spacesKeys.detail(lang, slug),
    queryFn: ({ signal }) => getSpace(lang, slug, signal),
    ...staticQueryOptions,
  });

export const useSpace = (lang: Language, slug: string) => useQuery(spaceQueryOptions(lang, slug));
