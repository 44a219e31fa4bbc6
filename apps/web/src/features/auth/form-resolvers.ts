import { zodResolver } from '@hookform/resolvers/zod';
import { emailCodeRequestSchema, emailVerifyRequestSchema } from '@atrium/shared/api/auth';
import { findIdFormSchema, newPasswordFormSchema, signupFormSchema } from '@atrium/shared/api/account-forms';

/**
 * The checks of the account forms (sign-up, ID and password recovery, e-mail codes), the shared
 * schemas': loaded apart from the pages, when a visitor starts on one (lazyResolver). Sign-in's
 * are apart from these (signin-resolver.ts), without the phone rules.
 */
export const emailCodeRequestResolver = zodResolver(emailCodeRequestSchema.pick({ email: true }));
export const emailCodeResolver = zodResolver(emailVerifyRequestSchema.pick({ code: true }));
export const findIdResolver = zodResolver(findIdFormSchema);
export const newPasswordResolver = zodResolver(newPasswordFormSchema);
export const signupResolver = zodResolver(signupFormSchema);
