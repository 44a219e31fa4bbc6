import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** A staff member's WebAuthn credential (passkey), a second sign-in method beside TOTP. */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url credential id, as the authenticator reports it. */
    credentialId: varchar('credential_id', { length: 1400 }).notNull().unique(),
    /** base64url COSE public key. */
    publicKey: varchar('public_key', { length: 2000 }).notNull(),
    /** Signature counter: a lower value than stored means a cloned authenticator. */
    counter: integer('counter').notNull().default(0),
    transports: varchar('transports', { length: 200 }).notNull().default(''),
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('user_passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge handed to the browser: single use (deleted when checked) and short-lived.
 * `purpose` keeps a registration challenge from being replayed as a sign-in one.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: varchar('challenge', { length: 100 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_user_idx').on(t.userId)],
);
