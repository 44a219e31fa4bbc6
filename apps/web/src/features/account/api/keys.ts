import type { Language } from '@atrium/shared/languages';

/**
 * Query keys of the member's own account. Profile and sessions are the member's data, not
 * localized content, so they carry no language; everything sits under `account` so that signing
 * out (or in as someone else) can drop it in one call.
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  /** Check-ins and received gifts: event and gift titles are served in the page's language. */
  checkIns: (lang: Language) => [...accountKeys.all, 'checkIns', lang] as const,
};
