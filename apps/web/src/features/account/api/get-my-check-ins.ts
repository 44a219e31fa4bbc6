import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { myCheckInsSchema, MyCheckIns } from '@atrium/shared/api/my-check-ins';
import type { Language } from '@atrium/shared/languages';
import { authApi } from '#web/lib/api/auth-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { accountKeys } from './keys';

/** GET /api/me/check-ins: the check-in events the member took part in, with days and received gifts. */
const getMyCheckIns = (lang: Language, signal?: AbortSignal): Promise<MyCheckIns> =>
  authApi.get<Reply<typeof myCheckInsSchema>>('/me/check-ins', inLanguage(lang, signal));

const myCheckInsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: accountKeys.checkIns(lang), queryFn: ({ signal }) => getMyCheckIns(lang, signal) });

export const useMyCheckIns = (lang: Language) => useQuery(myCheckInsQueryOptions(lang));
