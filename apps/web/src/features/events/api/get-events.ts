import { embeddedQueryOptions, queryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { eventListSchema, EventList } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { inLanguage } from '#web/lib/api/localized-read';
import { publicApi } from '#web/lib/api/public-api';
import { eventsKeys } from './keys';

/** GET /api/events: in progress, upcoming and past, with today's venue date. */
const getEvents = (lang: Language, signal?: AbortSignal): Promise<EventList> =>
  publicApi.get<Reply<typeof eventListSchema>>('/events', inLanguage(lang, signal));

const eventsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: eventsKeys.list(lang),
    queryFn: ({ signal }) => getEvents(lang, signal),
    ...embeddedQueryOptions,
  });

export const useEvents = (lang: Language) => useQuery(eventsQueryOptions(lang));
