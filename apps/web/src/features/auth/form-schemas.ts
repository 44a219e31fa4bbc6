import type { z } from 'zod';
import { findIdRequestSchema, passwordResetRequestSchema, signupRequestSchema } from '@atrium/shared/api/auth';
import {
  ALWAYS,
  memberTypeFields,
  passwordConfirmSchema,
  passwordsMatch,
  validPhone,
} from '#web/components/forms/form-rules';

/**
 * The forms validate with the very schemas the server applies to the requests (shared), plus
 * what only a form has: the password confirmation, and the phone number checked for its country
 * as the server does after parsing.
 */
export const signupFormSchema = signupRequestSchema
  .safeExtend({ passwordConfirm: passwordConfirmSchema })
  .superRefine(passwordsMatch('password'), ALWAYS)
  .superRefine(validPhone, ALWAYS)
  .superRefine(memberTypeFields, ALWAYS);
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormOutput = z.output<typeof signupFormSchema>;

export const findIdFormSchema = findIdRequestSchema.superRefine(validPhone, ALWAYS);
export type FindIdFormInput = z.input<typeof findIdFormSchema>;

export const newPasswordFormSchema = passwordResetRequestSchema
  .pick({ newPassword: true })
  .extend({ passwordConfirm: passwordConfirmSchema })
  .superRefine(passwordsMatch('newPassword'), ALWAYS);
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;
