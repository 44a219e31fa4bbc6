import { useMutation } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { findIdResponseSchema } from '@atrium/shared/api/auth';
import { publicApi } from '#web/lib/api/public-api';

interface FindIdRequest {
  name: string;
  phoneNumber: string;
  phoneRegion: string;
}

/** POST /api/auth/find-id → the matching e-mails, masked (ab***@example.com); 404 MEMBER_NOT_FOUND. */
const findId = async (body: FindIdRequest): Promise<string[]> =>
  (await publicApi.request<Reply<typeof findIdResponseSchema>>('/auth/find-id', { method: 'POST', body })).emails;

export const useFindId = () => useMutation({ mutationFn: findId });
