import { sql } from 'drizzle-orm';
import type { Role } from '@atrium/shared/api/auth';
import type { MemberType } from '@atrium/shared/member-types';
import type { Language } from '@atrium/shared/languages';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Members and staff: one row each; role decides admin rights (docs/spec/decisions.md §3). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique. */
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** E.164, e.g. +821012345678; unique when present. */
    phoneNumber: varchar('phone_number', { length: 20 }),
    /** ISO 3166-1 alpha-2 region of the phone number: the member's country in statistics. */
    phoneRegion: varchar('phone_region', { length: 2 }),
    memberType: varchar('member_type', { length: 20 }).$type<MemberType>().notNull().default('GENERAL'),
    churchAffiliation: varchar('church_affiliation', { length: 200 }),
    blessingGroup: varchar('blessing_group', { length: 50 }),
    role: varchar('role', { length: 10 }).$type<Role>().notNull().default('USER'),
    language: varchar('language', { length: 2 }).$type<Language>().notNull().default('ko'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** Wrong second-factor codes since the last right one: the same lock as wrong passwords. */
    failedMfaCodeCount: integer('failed_mfa_code_count').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    passwordNoticeSnoozedUntil: timestamp('password_notice_snoozed_until', { withTimezone: true }),
    /** The terms version agreed to at sign-up (the agreement time is createdAt). */
    termsVersion: varchar('terms_version', { length: 20 }),
    /**
     * Set when the member deleted the account: the row stays as an anonymous tombstone (no name,
     * e-mail, phone or password) so their check-ins and the registration statistics stay right.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phoneNumber),
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_role_idx').on(t.role),
    index('users_member_type_idx').on(t.memberType, t.createdAt),
    index('users_phone_region_idx').on(t.phoneRegion, t.createdAt),
    check('users_role_check', sql`${t.role} in ('USER', 'MANAGER', 'ADMIN')`),
    check('users_member_type_check', sql`${t.memberType} in ('PASTOR', 'PUBLIC_SERVANT', 'BLESSED_FAMILY', 'GENERAL')`),
  ],
);
