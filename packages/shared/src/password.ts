import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { meetsPasswordRule } from './password-rule';

/** The password field as both sides validate it; messages are field codes. */
export const passwordSchema = z
  .string({ error: 'REQUIRED' })
  .min(1, { error: 'REQUIRED' })
  .min(PASSWORD_MIN_LENGTH, { error: 'PASSWORD_TOO_SHORT' })
  .max(PASSWORD_MAX_LENGTH, { error: 'PASSWORD_TOO_LONG' })
  .refine(meetsPasswordRule, { error: 'PASSWORD_RULE' });
