import { queryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { giftListSchema, GiftList } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { authApi } from '#web/lib/api/auth-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { eventsKeys } from './keys';

/** GET /api/events/{id}/gifts (member): each day's gift, unlocked or not, received or not. */
const getGifts = (lang: Language, id: number, signal?: AbortSignal): Promise<GiftList> =>
  authApi.get<Reply<typeof giftListSchema>>(`/events/${id}/gifts`, inLanguage(lang, signal));

const giftsQueryOptions = (lang: Language, id: number, who: string) =>
  queryOptions({ queryKey: eventsKeys.gifts(lang, id, who), queryFn: ({ signal }) => getGifts(lang, id, signal) });

export const useGifts = (lang: Language, id: number, who: string | null) =>
  useQuery({ ...giftsQueryOptions(lang, id, who ?? ''), enabled: who !== null });
