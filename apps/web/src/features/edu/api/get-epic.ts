import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { epicDetailSchema, EpicDetail } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { staticQueryOptions } from '#web/lib/query-client';
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

/** `enabled` false waits (the standalone viewer before it knows which episode to show). */
export const useEpic = (lang: Language, id: number | null) =>
  useQuery({ ...epicQueryOptions(lang, id ?? 0), enabled: id !== null });
