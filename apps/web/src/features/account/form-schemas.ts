import type { z } from 'zod';
import { changePasswordRequestSchema, profileUpdateSchema } from '@atrium/shared/api/auth';
import { withMemberRules, withPasswordConfirm } from '@atrium/shared/form-rules';

/** The profile edit: the server's PUT /me schema, with the phone checked for its country as the server does. */
export const profileFormSchema = withMemberRules(profileUpdateSchema);
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** The password change: PUT /me/password's schema and the confirmation. */
export const changePasswordFormSchema = withPasswordConfirm(changePasswordRequestSchema, 'newPassword');
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
