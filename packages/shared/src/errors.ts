import { z } from 'zod';

/**
 * Every error code the API answers with, and its HTTP status (docs/spec/decisions.md §4).
 * The web shows t(`errors:${code}`); the server localizes the same keys.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  JSON_TOO_DEEP: 400,
  JSON_TOO_MANY_VALUES: 400,
  AUTH_REQUIRED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_TOKEN: 402,
  NO_ADMIN_PERMISSION: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  INVALID_GRADE: 400,
  EMAIL_ALREADY_REGISTERED: 409,
  PHONE_ALREADY_REGISTERED: 409,
  EMAIL_NOT_REGISTERED: 404,
  EMAIL_NOT_VERIFIED: 400,
  INVALID_VERIFICATION_CODE: 400,
  EMAIL_CODE_COOLDOWN: 429,
  TOO_MANY_REQUESTS: 429,
  EMAIL_CODE_LIMIT: 429,
  RATE_LIMITED: 429,
  BAD_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 423,
  LOGIN_BLOCKED: 429,
  CURRENT_PASSWORD_WRONG: 400,
  PASSWORD_SAME_AS_OLD: 400,
  MEMBER_NOT_FOUND: 404,
  LAST_ADMIN: 409,
  NOTHING_TO_PUBLISH: 409,
  NOTHING_SCHEDULED: 409,
  PRECONDITION_REQUIRED: 428,
  EDIT_CONFLICT: 409,
  RELEASE_FAILED: 409,
  RELEASE_CLOSED: 409,
  /** An old admin call (news, events) would publish or override a draft or a schedule staff set. */
  PENDING_CHANGES: 409,
  ALREADY_CHECKED_IN: 409,
  CHECK_IN_CLOSED: 409,
  GIFT_LOCKED: 403,
  DOWNLOAD_LINK_INVALID: 403,
  DOWNLOAD_LINK_EXPIRED: 410,
  CATEGORY_NOT_EMPTY: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MFA_ENROLLMENT_REQUIRED: 403,
  STEP_UP_REQUIRED: 403,
  INVALID_MFA_CODE: 400,
  MFA_CHALLENGE_ENDED: 401,
  MFA_ALREADY_ENABLED: 409,
  MFA_NOT_ENABLED: 409,
  PASSKEY_NOT_VERIFIED: 400,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Field-level validation codes: shared zod schemas use them as their messages. */
export const FIELD_CODES = [
  'REQUIRED',
  'INVALID',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_RULE',
  'PASSWORD_COMMON',
  'PASSWORD_CONTAINS_EMAIL',
  'PASSWORD_MISMATCH',
  'INVALID_CODE',
  'TERMS_REQUIRED',
  'TOO_LONG',
  'TOO_SHORT',
  'OUT_OF_RANGE',
  'INVALID_TEXT',
  'INVALID_DATE',
  'EXTERNAL_IMAGE',
  /** A relation to an item that is not public: publishing it would point the public at nothing. */
  'NOT_PUBLIC',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

export const errorBodySchema = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfterSeconds: z.number().int().optional(),
    failedCount: z.number().int().optional(),
    maxFailures: z.number().int().optional(),
    /** EDIT_CONFLICT: the item as it is now (api/content-admin.ts editConflictSchema). */
    current: z.object({ version: z.number().int(), updatedAt: z.string(), author: z.string().nullable() }).optional(),
    /** RELEASE_FAILED: the item that failed and why (api/content-admin.ts releaseFailureSchema). */
    failure: z.record(z.string(), z.unknown()).optional(),
    /** JSON_TOO_DEEP, JSON_TOO_MANY_VALUES: the limit the body broke (limits.ts JSON_BODY). */
    maxDepth: z.number().int().optional(),
    maxValues: z.number().int().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
