/** The password rule and the meter's strength, without the schema library: pages that show them need no zod. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

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
