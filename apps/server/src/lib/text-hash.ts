import { createHash } from 'node:crypto';

/**
 * A short fingerprint of a Korean source text. A translation keeps the fingerprint of the Korean
 * it was written (or confirmed) against; when the Korean's changes, the translation is stale.
 * Used by the editorial engine and the UI strings alike, so both mean the same by "stale".
 */
export const textHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);
