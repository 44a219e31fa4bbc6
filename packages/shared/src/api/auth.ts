import { z } from 'zod';
import { passwordSchema } from '../password';
import { VERIFICATION_CODE_LENGTH } from '../limits';
import { MEMBER_TYPES, needsBlessingGroup, needsChurch, type MemberType } from '../member-types';

export const ROLES = ['USER', 'MANAGER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
/**
 * The version of the terms of service and privacy policy a member agrees to at sign-up; stored
 * with the account so an export can say which text was agreed to. Raise it when the terms change.
 */
export const TERMS_VERSION = '2026-01';

export const EMAIL_PURPOSES = ['signup', 'reset', 'unlock'] as const;
export type EmailPurpose = (typeof EMAIL_PURPOSES)[number];

export const emailSchema = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, { error: 'REQUIRED' })
  .max(254, { error: 'INVALID_EMAIL' })
  .pipe(z.email({ error: 'INVALID_EMAIL' }))
  .transform((e) => e.toLowerCase());
/** Control characters have no place in names; NUL would even be refused by PostgreSQL (a 5xx). */
const withoutControlChars = (value: string) =>
  !Array.from(value).some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f;
  });
const requiredText = (max: number) =>
  z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, { error: 'REQUIRED' })
    .max(max, { error: 'TOO_LONG' })
    .refine(withoutControlChars, { error: 'INVALID' });
const optionalText = (max: number) =>
  z.string().trim().max(max, { error: 'TOO_LONG' }).refine(withoutControlChars, { error: 'INVALID' }).optional();
const codeSchema = z
  .string({ error: 'REQUIRED' })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: 'INVALID_CODE' });
const tokenSchema = z.string({ error: 'REQUIRED' }).min(20, { error: 'INVALID' }).max(200, { error: 'INVALID' });
/**
 * The proof of a verified e-mail. Missing or made up, it is not a field error: the server
 * answers EMAIL_NOT_VERIFIED (docs/spec/decisions.md §4), as for a used or expired token.
 */
const verificationTokenSchema = z.string({ error: 'INVALID' }).max(200, { error: 'INVALID' }).default('');
/** Typed phone number; the server normalizes it with phoneRegion (see phone.ts). */
export const phoneInputSchema = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, { error: 'REQUIRED' })
  .max(30, { error: 'INVALID_PHONE' })
  .regex(/^\+?[\d\s().-]+$/, { error: 'INVALID_PHONE' });
export const phoneRegionSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, { error: 'INVALID' })
  .default('KR');

export const emailCodeRequestSchema = z.object({ email: emailSchema, purpose: z.enum(EMAIL_PURPOSES) });
export const emailVerifyRequestSchema = emailCodeRequestSchema.extend({ code: codeSchema });
export const emailVerifyResponseSchema = z.object({ verificationToken: z.string() });

/** Member profile fields shared by sign-up and the profile edit. */
const profileFields = {
  name: requiredText(100),
  phoneNumber: phoneInputSchema,
  phoneRegion: phoneRegionSchema,
  memberType: z.enum(MEMBER_TYPES, { error: 'REQUIRED' }),
  churchAffiliation: optionalText(200),
  blessingGroup: optionalText(50),
};

function requireMemberTypeFields(
  v: { memberType: MemberType; churchAffiliation?: string; blessingGroup?: string },
  ctx: z.RefinementCtx,
) {
  if (needsChurch(v.memberType) && !v.churchAffiliation)
    ctx.addIssue({ code: 'custom', path: ['churchAffiliation'], message: 'REQUIRED' });
  if (needsBlessingGroup(v.memberType) && !v.blessingGroup)
    ctx.addIssue({ code: 'custom', path: ['blessingGroup'], message: 'REQUIRED' });
}

export const signupRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    ...profileFields,
    agreeService: z.literal(true, { error: 'TERMS_REQUIRED' }),
    agreePrivacy: z.literal(true, { error: 'TERMS_REQUIRED' }),
    verificationToken: verificationTokenSchema,
  })
  .superRefine(requireMemberTypeFields);
export type SignupRequest = z.input<typeof signupRequestSchema>;
/** Sign-up signs the member in (docs/spec/decisions.md §13): the new account and its first session. */
export const signupResponseSchema = z.object({
  id: z.number().int(),
  accessToken: z.string(),
  refreshToken: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
});

/** DELETE /api/me: the current password confirms the deletion (docs/spec/decisions.md §13). */
export const deleteAccountRequestSchema = z.object({
  password: z.string({ error: 'REQUIRED' }).min(1, { error: 'REQUIRED' }).max(1024, { error: 'TOO_LONG' }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const signinRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'REQUIRED' }).min(1, { error: 'REQUIRED' }).max(1024, { error: 'TOO_LONG' }),
});
export const signinResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  pwdChange: z.boolean(),
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;
export type SigninRequest = z.infer<typeof signinRequestSchema>;

export const refreshRequestSchema = z.object({ refreshToken: tokenSchema });
export const refreshResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const findIdRequestSchema = z.object({
  name: requiredText(100),
  phoneNumber: phoneInputSchema,
  phoneRegion: phoneRegionSchema,
});
export const findIdResponseSchema = z.object({ emails: z.array(z.string()) });

export const passwordResetRequestSchema = z.object({
  email: emailSchema,
  verificationToken: verificationTokenSchema,
  newPassword: passwordSchema,
});

/** A member's account as the member and staff both see it: never the hash or token material. */
export const memberAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  phoneRegion: z.string().nullable(),
  memberType: z.enum(MEMBER_TYPES),
  role: z.enum(ROLES),
  createdAt: z.string(),
});

export const profileSchema = memberAccountSchema.extend({
  churchAffiliation: z.string().nullable(),
  blessingGroup: z.string().nullable(),
  language: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileUpdateSchema = z.object(profileFields).superRefine(requireMemberTypeFields);
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: 'REQUIRED' }).min(1, { error: 'REQUIRED' }).max(1024, { error: 'TOO_LONG' }),
  newPassword: passwordSchema,
});
export const passwordNoticeRequestSchema = z.object({ snooze: z.literal('week') });

export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type MemberSession = z.infer<typeof sessionSchema>;
