import { embeddedQueryOptions, queryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { eventDetailSchema, EventDetail } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { inLanguage } from '#web/lib/api/localized-read';
import { publicApi } from '#web/lib/api/public-api';
import { eventsKeys } from './keys';

/** GET /api/events/{id}: one event with its text, pictures, programs and check-in days; 404 when there is none. */
const getEvent = (lang: Language, id: number, signal?: AbortSignal): Promise<EventDetail> =>
  publicApi.get<Reply<typeof eventDetailSchema>>(`/events/${id}`, inLanguage(lang, signal));

const eventQueryOptions = (lang: Language, id: number) =>
  queryOptions({
    queryKey: eventsKeys.detail(lang, id),
    queryFn: ({ signal }) => getEvent(lang, id, signal),
    ...embeddedQueryOptions,
    // An id that is not a number never reaches the server: the page says "not found" itself.
    enabled: id > 0,
  });

export const useEvent = (lang: Language, id: number) => useQuery(eventQueryOptions(lang, id));
