import { embeddedQueryOptions, queryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { programDetailSchema, ProgramDetail } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { inLanguage } from '#web/lib/api/localized-read';
import { publicApi } from '#web/lib/api/public-api';
import { eventsKeys } from './keys';

/** GET /api/programs/{categoryId}/{programId}: a program with its sessions in time order. */
const getProgram = (
  lang: Language,
  categoryId: number,
  programId: number,
  signal?: AbortSignal,
): Promise<ProgramDetail> =>
  publicApi.get<Reply<typeof programDetailSchema>>(`/programs/${categoryId}/${programId}`, inLanguage(lang, signal));

const programQueryOptions = (lang: Language, categoryId: number, programId: number) =>
  queryOptions({
    queryKey: eventsKeys.program(lang, categoryId, programId),
    queryFn: ({ signal }) => getProgram(lang, categoryId, programId, signal),
    ...embeddedQueryOptions,
    enabled: categoryId > 0 && programId > 0,
  });

export const useProgram = (lang: Language, categoryId: number, programId: number) =>
  useQuery(programQueryOptions(lang, categoryId, programId));
