import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordRequestSchema } from '@atrium/shared/api/auth';
import { authApi } from '#web/lib/api/auth-api';

type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** PUT /api/me/password: the server then revokes every session of the member, this one included. */
const changePassword = (body: ChangePasswordRequest): Promise<void> =>
  authApi.requestVoid('/me/password', { method: 'PUT', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
