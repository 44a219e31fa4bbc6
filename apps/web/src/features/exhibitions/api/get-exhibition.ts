import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { exhibitionDetailSchema, ExhibitionDetail } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { exhibitionKeys } from './keys';

/** GET /api/exhibitions/{slug}: one exhibition with its guides and artworks; 404 when there is none. */
const getExhibition = (lang: Language, slug: string, signal?: AbortSignal): Promise<ExhibitionDetail> =>
  publicApi.get<Reply<typeof exhibitionDetailSchema>>(
    `/exhibitions/${encodeURIComponent(slug)}`,
    inLanguage(lang, signal),
  );

const exhibitionQueryOptions = (lang: Language, slug: string) =>
  queryOptions({
    queryKey: exhibitionKeys.detail(lang, slug),
    queryFn: ({ signal }) => getExhibition(lang, slug, signal),
    ...staticQueryOptions,
  });

export const useExhibition = (lang: Language, slug: string) => useQuery(exhibitionQueryOptions(lang, slug));
