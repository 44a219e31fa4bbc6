import { queryOptions, staticQueryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { epicDetailSchema, EpicDetail } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { eduKeys } from './keys';

/** GET /api/edu/epic/{id}: one episode's text, pictures and video; 404 when there is none. */
const getEpic = (lang: Language, id: number, signal?: AbortSignal): Promise<EpicDetail> =>
  publicApi.get<Reply<typeof epicDetailSchema>>(`/edu/epic/${id}`, inLanguage(lang, signal));

const epicQueryOptions = (lang: Language, id: number) =>
  queryOptions({
    queryKey: eduKeys.epic(lang, id),
    queryFn: ({ signal }) => getEpic(lang, id, signal),
    ...staticQueryOptions,
  });

export const useEpic = (lang: Language, id: number) => useQuery(epicQueryOptions(lang, id));
