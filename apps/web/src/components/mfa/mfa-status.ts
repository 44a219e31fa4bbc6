import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { mfaStatusSchema, stepUpResponseSchema, MfaStatus } from '@atrium/shared/api/mfa';
import { authApi } from '#web/lib/api/auth-api';

/** The signed-in person's two-factor state (docs/spec/decisions.md §13): /my, the admin banner, step-up. */
// Under the account's keys (['account', …]), which signing out drops in one call.
export const mfaKey = () => ['account', 'mfa'] as const;

const getMfaStatus = (signal?: AbortSignal): Promise<MfaStatus> =>
  authApi.get<Reply<typeof mfaStatusSchema>>('/me/mfa', { signal });
const mfaStatusQueryOptions = () => queryOptions({ queryKey: mfaKey(), queryFn: ({ signal }) => getMfaStatus(signal) });
export const useMfaStatus = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...mfaStatusQueryOptions(), enabled });

/** POST /api/me/mfa/step-up: a fresh code lets this session make step-up actions for 5 minutes. */
export const stepUp = (code: string) =>
  authApi.request<Reply<typeof stepUpResponseSchema>>('/me/mfa/step-up', { method: 'POST', body: { code } });
