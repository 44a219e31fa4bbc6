import { index, integer, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';
import { sessions } from '../auth/auth.table';

/** A member's TOTP secret, encrypted with a key derived from the server secret. */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: varchar('secret_encrypted', { length: 200 }).notNull(),
  /** Null while enrolment waits for its first code: sign-in does not ask for a code yet. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The time step of the last accepted code: a code is never accepted twice (replay). */
  lastStep: integer('last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, kept as peppered hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/** A sign-in that passed the password and waits for a code (the mfaToken, stored hashed). */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mfa_challenges_user_idx').on(t.userId)],
);

/** When a session last proved a code: step-up actions are allowed for a few minutes after. */
export const mfaStepUps = pgTable('mfa_step_ups', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
