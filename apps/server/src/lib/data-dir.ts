/**
 * What the server keeps in DATA_DIR itself. Everything else there is the disk storage's
 * (lib/storage.ts: uploads/, seed/, gifts/, renditions/ and whatever a later feature stores).
 */
export const DATA_DIR_OWN = {
  /** The embedded database (PGlite), when DATABASE_URL is not set. */
  pglite: 'pglite',
  /** Mail written to files when SMTP_URL is not set (development only). */
  outbox: 'outbox',
  /** The generated signing secret, when JWT_SECRET is not set. */
  signingSecret: 'jwt-secret',
  /** Where the process holding the PGlite directory answers for it (modules/backup/pglite-hold.ts). */
  pgliteSocket: 'pglite.sock',
} as const;

/** Top-level names of DATA_DIR that are not stored files (folders the storage never lists). */
export const NOT_STORAGE: ReadonlySet<string> = new Set(Object.values(DATA_DIR_OWN));
