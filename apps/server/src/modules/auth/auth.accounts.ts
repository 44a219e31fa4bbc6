import type { Language } from '@atrium/shared/languages';
import { normalizePhone } from '@atrium/shared/phone';
import { TERMS_VERSION, type EmailPurpose, type Role } from '@atrium/shared/api/auth';
import { needsBlessingGroup, needsChurch, type MemberType } from '@atrium/shared/member-types';
import { AppError, appError } from '#server/lib/app-error';
import { sha256 } from '#server/lib/secrets';
import type { Db } from '#server/db/client';
import { hashPassword, verifyPassword } from '../users/password-hash';
import type { UsersRepository } from '../users/users.repository';
import type { AuthRepository } from './auth.repository';
import type { AuthLimits } from './auth.limits';
import { assertAcceptablePassword } from './auth.password-policy';

interface Deps {
  db: Db;
  users: UsersRepository;
  repo: AuthRepository;
  limits: AuthLimits;
}

export interface MemberFields {
  name: string;
  phoneNumber: string;
  phoneRegion: string;
  memberType: MemberType;
  churchAffiliation?: string;
  blessingGroup?: string;
}

/** Normalizes the member fields: phone to E.164 with its region, type-specific fields kept only where they apply. */
export function memberColumns(fields: MemberFields) {
  const phone = normalizePhone(fields.phoneNumber, fields.phoneRegion);
  if (!phone) throw appError('VALIDATION_FAILED', { fields: { phoneNumber: 'INVALID_PHONE' } });
  return {
    name: fields.name,
    phoneNumber: phone.e164,
    phoneRegion: phone.region,
    memberType: fields.memberType,
    churchAffiliation: needsChurch(fields.memberType) ? (fields.churchAffiliation ?? null) : null,
    blessingGroup: needsBlessingGroup(fields.memberType) ? (fields.blessingGroup ?? null) : null,
  };
}

/** A unique-index violation from either driver, mapped to the spec's conflict codes. */
export function conflictOf(err: unknown): never {
  const text = String((err as { cause?: unknown })?.cause ?? '') + String(err);
  if (/users_email_unique/.test(text)) throw appError('EMAIL_ALREADY_REGISTERED');
  if (/users_phone_unique/.test(text)) throw appError('PHONE_ALREADY_REGISTERED');
  throw err;
}

const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(3, local.length - 2))}@${domain}`;
};

/**
 * Sign-up, find-ID, password reset and unlock: each all-or-nothing. The hashing in them waits
 * for a place among the checks in flight of the account and the address, like a sign-in's (a
 * refused request leaves its verification token usable, so one token could start many).
 */
export function createAccounts({ db, users, repo, limits }: Deps) {
  /**
   * The verification token is checked before anything that depends on stored data, so a
   * caller without a verified e-mail learns nothing (whether a phone is registered, whether a
   * guess is the current password) and costs no password hashing. It is used for good only in
   * the final transaction, so a refused request leaves it usable.
   */
  async function assertVerified(email: string, purpose: EmailPurpose, verificationToken: string) {
    if (!verificationToken || !(await repo.verificationTokenLive(email, purpose, sha256(verificationToken)))) {
      throw appError('EMAIL_NOT_VERIFIED');
    }
  }

  async function setNewPassword(
    email: string,
    purpose: EmailPurpose,
    verificationToken: string,
    newPassword: string,
    ip: string,
  ) {
    assertAcceptablePassword(newPassword, email, 'newPassword');
    await assertVerified(email, purpose, verificationToken);
    const user = await users.byEmail(email);
    if (!user) throw appError('EMAIL_NOT_REGISTERED');
    const passwordHash = await limits.withPasswordCheck(email, ip, async () => {
      if (await verifyPassword(user.passwordHash, newPassword)) throw appError('PASSWORD_SAME_AS_OLD');
      return hashPassword(newPassword);
    });
    await db.transaction(async (tx) => {
      if (!(await repo.useVerificationToken(email, purpose, sha256(verificationToken), tx))) {
        throw appError('EMAIL_NOT_VERIFIED');
      }
      // The same proof (e-mail code + new password) also lifts a lock.
      await users.update(
        user.id,
        {
          passwordHash,
          passwordChangedAt: new Date(),
          failedLoginCount: 0,
          failedMfaCodeCount: 0,
          lockedAt: null,
          passwordNoticeSnoozedUntil: null,
        },
        tx,
      );
      await repo.revokeSessionsOf(user.id, undefined, tx);
    });
  }

  return {
    async signup(
      input: MemberFields & { email: string; password: string; verificationToken: string },
      lang: Language,
      ip: string,
    ): Promise<{ id: number; name: string; role: Role }> {
      const columns = memberColumns(input);
      assertAcceptablePassword(input.password, input.email);
      await assertVerified(input.email, 'signup', input.verificationToken);
      if (await users.byEmail(input.email)) throw appError('EMAIL_ALREADY_REGISTERED');
      if (await users.byPhone(columns.phoneNumber)) throw appError('PHONE_ALREADY_REGISTERED');
      const passwordHash = await limits.withPasswordCheck(input.email, ip, () => hashPassword(input.password));
      try {
        return await db.transaction(async (tx) => {
          if (!(await repo.useVerificationToken(input.email, 'signup', sha256(input.verificationToken), tx))) {
            throw appError('EMAIL_NOT_VERIFIED');
          }
          const user = await users.insert(
            { email: input.email, passwordHash, language: lang, termsVersion: TERMS_VERSION, ...columns },
            tx,
          );
          return { id: user.id, name: user.name, role: user.role };
        });
      } catch (err) {
        if (err instanceof AppError) throw err;
        return conflictOf(err);
      }
    },

    async findId(name: string, phoneNumber: string, phoneRegion: string): Promise<string[]> {
      const phone = normalizePhone(phoneNumber, phoneRegion);
      if (!phone) throw appError('VALIDATION_FAILED', { fields: { phoneNumber: 'INVALID_PHONE' } });
      const found = await users.byNameAndPhone(name, phone.e164);
      if (found.length === 0) throw appError('MEMBER_NOT_FOUND');
      return found.map((u) => maskEmail(u.email));
    },

    resetPassword: (email: string, token: string, newPassword: string, ip: string) =>
      setNewPassword(email, 'reset', token, newPassword, ip),
    unlock: (email: string, token: string, newPassword: string, ip: string) =>
      setNewPassword(email, 'unlock', token, newPassword, ip),
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
