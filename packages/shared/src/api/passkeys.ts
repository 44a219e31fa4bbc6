import { z } from 'zod';
import { mfaCodeSchema } from './mfa';

/**
 * Passkeys (WebAuthn), the second two-factor method beside TOTP (docs/spec/decisions.md §13).
 * The options and responses are the JSON forms of the WebAuthn API that @simplewebauthn's
 * browser and server halves exchange; the server checks the contents, these only bound them.
 */

export const PASSKEY_NAME_MAX = 60;

const b64url = z
  .string({ error: 'REQUIRED' })
  .min(1, { error: 'REQUIRED' })
  .max(8192, { error: 'TOO_LONG' })
  .regex(/^[\w-]+=*$/, { error: 'INVALID' });

/** Creation options for navigator.credentials.create (PublicKeyCredentialCreationOptionsJSON). */
export const passkeyCreationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ id: z.string().optional(), name: z.string() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.string() })),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

/** Request options for navigator.credentials.get (PublicKeyCredentialRequestOptionsJSON). */
export const passkeyRequestOptionsSchema = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  allowCredentials: z.array(z.looseObject({ id: z.string(), type: z.string() })).optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;

const credentialFields = {
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key', { error: 'INVALID' }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What navigator.credentials.create gave the browser (RegistrationResponseJSON). */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

/** What navigator.credentials.get gave the browser (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
});

export const passkeyNameSchema = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, { error: 'REQUIRED' })
  .max(PASSKEY_NAME_MAX, { error: 'TOO_LONG' });

/** POST /api/me/mfa/passkeys: the browser's answer to the creation options, and a name to tell it by. */
export const passkeyRegisterRequestSchema = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ items: z.array(passkeySchema) });

/** DELETE /api/me/mfa/passkeys/:id: the password, and a code unless this session stepped up just now. */
export const passkeyRemoveRequestSchema = z.object({
  password: z.string({ error: 'REQUIRED' }).min(1, { error: 'REQUIRED' }).max(1024, { error: 'TOO_LONG' }),
  code: mfaCodeSchema.optional(),
});
export const passkeyIdParamsSchema = z.object({ id: z.coerce.number({ error: 'INVALID' }).int().positive() });

/** POST /api/me/mfa/step-up/passkey. */
export const passkeyAssertionRequestSchema = z.object({ response: passkeyAuthenticationResponseSchema });

const mfaTokenSchema = z.string({ error: 'REQUIRED' }).min(20, { error: 'INVALID' }).max(200, { error: 'INVALID' });
/** POST /api/auth/signin/passkey/options. */
export const passkeySigninOptionsRequestSchema = z.object({ mfaToken: mfaTokenSchema });
/** POST /api/auth/signin/passkey: completes a two-factor sign-in with a passkey instead of a code. */
export const passkeySigninRequestSchema = z.object({
  mfaToken: mfaTokenSchema,
  response: passkeyAuthenticationResponseSchema,
});
