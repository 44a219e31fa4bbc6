import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { venuePageSchema, VenuePage, VenuePageSlug } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { venueKeys } from './keys';

/** GET /api/pages/{slug}: about, history, Sunghwa, ceremony, terms or brochure; 404 until written. */
const getVenuePage = (lang: Language, slug: VenuePageSlug, signal?: AbortSignal): Promise<VenuePage> =>
  publicApi.get<Reply<typeof venuePageSchema>>(`/pages/${slug}`, inLanguage(lang, signal));

const venuePageQueryOptions = (lang: Language, slug: VenuePageSlug) =>
  queryOptions({
    queryKey: venueKeys.page(lang, slug),
    queryFn: ({ signal }) => getVenuePage(lang, slug, signal),
    ...staticQueryOptions,
  });

export const useVenuePage = (lang: Language, slug: VenuePageSlug) => useQuery(venuePageQueryOptions(lang, slug));
