import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS } from './limits';

const SPECIAL_RE = /[!@#$%^&*]/;
const LETTER_RE = /\p{L}/u;
const DIGIT_RE = /\d/;

/** The spec's rule: at least 10 characters with letters, numbers and one of !@#$%^&*. */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    LETTER_RE.test(password) &&
    DIGIT_RE.test(password) &&
    SPECIAL_RE.test(password)
  );
}

export type PasswordStrength = 'veryWeak' | 'weak' | 'medium' | 'strong';
export const PASSWORD_STRENGTHS: readonly PasswordStrength[] = ['veryWeak', 'weak', 'medium', 'strong'];

/** Strength shown by the meter: rule compliance first, then length and variety. */
export function passwordStrength(password: string): PasswordStrength {
  const classes = [/[a-z]/, /[A-Z]/, DIGIT_RE, SPECIAL_RE, /[^A-Za-z0-9!@#$%^&*]/].filter((re) =>
    re.test(password),
  ).length;
  if (!meetsPasswordRule(password)) return password.length >= 6 && classes >= 2 ? 'weak' : 'veryWeak';
  if (password.length >= 14 && classes >= 4) return 'strong';
  return 'medium';
}

/** The password field as both sides validate it; messages are field codes. */
export const passwordSchema = z
  .string({ error: 'REQUIRED' })
  .min(1, { error: 'REQUIRED' })
  .min(PASSWORD_MIN_LENGTH, { error: 'PASSWORD_TOO_SHORT' })
  .max(PASSWORD_MAX_LENGTH, { error: 'PASSWORD_TOO_LONG' })
  .refine(meetsPasswordRule, { error: 'PASSWORD_RULE' });

export const PASSWORD_RULE_TEXT = { min: PASSWORD_MIN_LENGTH, specials: PASSWORD_SPECIALS };
