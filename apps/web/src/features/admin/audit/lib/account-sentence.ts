import type { TFunction } from '#web/lib/i18n/translator';
import type { AuditEntry } from './content-sentence';

/**
 * Events on an account that no staff member did, as a sentence ('The account kim@example.org was
 * locked after 11 wrong passwords', or after 11 wrong two-factor codes), or null. The row names
 * the account as its actor; its id is the target.
 */
export function accountSentence(entry: AuditEntry, t: TFunction): string | null {
  if (entry.action !== 'account.lock') return null;
  const count = typeof entry.details?.failedCount === 'number' ? entry.details.failedCount : 11;
  const key = entry.details?.reason === 'mfa-codes' ? 'admin:audit.accountLockedByCodes' : 'admin:audit.accountLocked';
  return t(key, { email: entry.actor.email, id: entry.targetId ?? '?', count });
}

/** The details an account sentence already says. */
export const ACCOUNT_SENTENCE_DETAILS = new Set(['failedCount', 'reason']);
