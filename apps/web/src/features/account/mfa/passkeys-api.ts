import type { Reply } from '#web/lib/api/request';
import { useQuery } from '@tanstack/react-query';
import type { passkeyCreationOptionsSchema, passkeyListSchema, passkeySchema } from '@atrium/shared/api/passkeys';
import type { Passkey, PasskeyCreationOptions } from '@atrium/shared/api/passkeys';
import { authApi } from '#web/lib/api/auth-api';
import { createPasskey } from '#web/components/mfa/passkey-ceremony';

// Under the account's keys, which signing out drops in one call.
const passkeysKey = () => ['account', 'mfa', 'passkeys'] as const;

/** GET /api/me/mfa/passkeys. */
export const usePasskeys = (enabled: boolean) =>
  useQuery({
    queryKey: passkeysKey(),
    queryFn: async ({ signal }) =>
      (await authApi.get<Reply<typeof passkeyListSchema>>('/me/mfa/passkeys', { signal })).items,
    enabled,
  });

/** POST /api/me/mfa/passkeys/options: STEP_UP_REQUIRED unless this session proved a code just now. */
export const passkeyCreationOptions = (): Promise<PasskeyCreationOptions> =>
  authApi.request<Reply<typeof passkeyCreationOptionsSchema>>('/me/mfa/passkeys/options', { method: 'POST' });

/** The browser creates the passkey for those options; the server checks and keeps it. */
export async function registerPasskey(options: PasskeyCreationOptions, name: string): Promise<Passkey> {
  const response = await createPasskey(options);
  return authApi.request<Reply<typeof passkeySchema>>('/me/mfa/passkeys', { method: 'POST', body: { name, response } });
}

/** DELETE /api/me/mfa/passkeys/:id: the password, and a code unless a passkey step-up was just made. */
export const removePasskey = (id: number, body: { password: string; code?: string }): Promise<void> =>
  authApi.requestVoid(`/me/mfa/passkeys/${id}`, { method: 'DELETE', body });
