import { z } from 'zod';

/** Staff two-factor sign-in (docs/spec/decisions.md §13): TOTP with single-use recovery codes. */

export const MFA_CODE_FAILURES = 5;
export const RECOVERY_CODE_COUNT = 10;
/** Role changes, unmasked exports and removing two-factor need a code entered this recently. */
export const STEP_UP_SECONDS = 5 * 60;

/** A 6-digit TOTP code or a recovery code (xxxxx-xxxxx); spaces and dashes are ignored. */
export const mfaCodeSchema = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, { error: 'REQUIRED' })
  .max(32, { error: 'INVALID_CODE' })
  .regex(/^[\dA-Za-z\s-]+$/, { error: 'INVALID_CODE' });

export const mfaStatusSchema = z.object({
  /** TOTP is confirmed: sign-in asks for a code. */
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Passkeys registered (a second method beside TOTP): step-up dialogs offer them when there are any. */
  passkeys: z.number().int(),
  /** STAFF_MFA=required and this member is staff without two-factor: the admin refuses them. */
  enrollmentRequired: z.boolean(),
  /** Until when this session may make step-up actions without a new code (ISO time) or null. */
  stepUpUntil: z.string().nullable(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;
export const mfaCodeRequestSchema = z.object({ code: mfaCodeSchema });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const mfaRemoveRequestSchema = z.object({
  password: z.string({ error: 'REQUIRED' }).min(1, { error: 'REQUIRED' }).max(1024, { error: 'TOO_LONG' }),
  code: mfaCodeSchema,
});
export const stepUpResponseSchema = z.object({ stepUpUntil: z.string() });

export const MFA_METHODS = ['totp', 'passkey'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** What sign-in answers for an enrolled account instead of tokens; methods: what the second step accepts. */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
  methods: z.array(z.enum(MFA_METHODS)),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;
export const mfaSigninRequestSchema = z.object({
  mfaToken: z.string({ error: 'REQUIRED' }).min(20, { error: 'INVALID' }).max(200, { error: 'INVALID' }),
  code: mfaCodeSchema,
});
