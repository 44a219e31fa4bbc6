import type { z } from 'zod';
import { findIdRequestSchema, passwordResetRequestSchema, signupRequestSchema } from './auth';
import { ALWAYS, validPhone, withMemberRules, withPasswordConfirm } from '../form-rules';

/**
 * The account forms validate with the very schemas the server applies to the requests, plus what
 * only a form has: the password confirmation, and the phone number checked for its country as the
 * server does after parsing. The server checks a form posted to its page (without the app) with
 * these too (docs/spec/decisions.md §16).
 */
export const signupFormSchema = withMemberRules(withPasswordConfirm(signupRequestSchema, 'password'));
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormOutput = z.output<typeof signupFormSchema>;

export const findIdFormSchema = findIdRequestSchema.superRefine(validPhone, ALWAYS);
export type FindIdFormInput = z.input<typeof findIdFormSchema>;

export const newPasswordFormSchema = withPasswordConfirm(
  passwordResetRequestSchema.pick({ newPassword: true }),
  'newPassword',
);
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;
