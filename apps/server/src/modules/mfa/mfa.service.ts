import { Secret, TOTP } from 'otpauth';
import { STAFF_ROLES } from '@atrium/shared/api/admin';
import type { Role, SigninResponse } from '@atrium/shared/api/auth';
import {
  MFA_CODE_FAILURES,
  RECOVERY_CODE_COUNT,
  STEP_UP_SECONDS,
  type MfaChallenge,
  type MfaMethod,
  type MfaStatus,
} from '@atrium/shared/api/mfa';
import type { ErrorCode } from '@atrium/shared/errors';
import { MAX_FAILED_MFA_CODES } from '@atrium/shared/limits';
import { appError } from '#server/lib/app-error';
import { randomToken, sha256 } from '#server/lib/secrets';
import type { Member } from '#server/plugins/auth';
import type { UserRow, UsersRepository } from '../users/users.repository';
import type { Client, Sessions } from '../auth/auth.sessions';
import { signedIn } from '../auth/auth.signin';
import type { AccountGuesses } from '../auth/auth.guesses';
import type { CurrentPassword } from '../auth/auth.current-password';
import { createMfaRepository, type MfaRepository } from './mfa.repository';
import type { MfaChanges } from './mfa.audit';
import type { Actor } from '../audit/audit.actor';
import type { PasskeyRepository } from './passkey.repository';
import { newRecoveryCode, type MfaCrypto } from './mfa.crypto';
import type { MfaNotices } from './mfa.notices';

type StaffMfaMode = 'optional' | 'required';

interface Deps {
  repo: MfaRepository;
  passkeys: Pick<PasskeyRepository, 'count'>;
  crypto: MfaCrypto;
  users: UsersRepository;
  sessions: Sessions;
  clock: { now: () => Date };
  staffMfa: StaffMfaMode;
  issuer: string;
  /** Staff's changes, with their audit row. */
  changes: MfaChanges;
  /** Codes are counted per account (its lock), the password asked again like any current password. */
  guesses: Pick<AccountGuesses, 'checkCode'>;
  currentPassword: Pick<CurrentPassword, 'prove'>;
  /** Mails the owner of each change. */
  notify: MfaNotices;
}

const CHALLENGE_SECONDS = 5 * 60;
const staff = new Set<Role>(STAFF_ROLES);

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/**
 * Two-factor sign-in (docs/spec/decisions.md §13): a TOTP secret confirmed by a first code, ten
 * single-use recovery codes, a pending sign-in (mfaToken) ended by 5 wrong codes, and the
 * step-up a session earns by giving a code (role changes, unmasked exports, removal). Besides,
 * every wrong code on any route counts for the account: more than MAX_FAILED_MFA_CODES in a row
 * lock it as wrong passwords do. Each change is mailed to the account's owner.
 */
export function createMfa({
  repo,
  passkeys,
  crypto,
  users,
  sessions,
  clock,
  staffMfa,
  issuer,
  changes,
  guesses,
  currentPassword,
  notify,
}: Deps) {
  /** `inTx`: the repository in the change's transaction. */
  async function newRecoveryCodes(inTx: MfaRepository, userId: number, confirming: boolean) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = codes.map((c) => crypto.hashRecoveryCode(c));
    await (confirming ? inTx.confirm(userId, hashes) : inTx.replaceRecoveryCodes(userId, hashes));
    return codes;
  }

  /** A TOTP code (once per time step, never the same step twice) or, unless totpOnly, a recovery code. */
  async function verifyCode(userId: number, code: string, { totpOnly = false } = {}): Promise<boolean> {
    const row = await repo.totp(userId);
    if (!row) return false;
    const token = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(token)) {
      const timestamp = clock.now().getTime();
      const delta = totpOf(crypto.decrypt(row.secretEncrypted)).validate({ token, timestamp, window: 1 });
      if (delta === null) return false;
      return repo.acceptStep(userId, TOTP.counter({ timestamp }) + delta);
    }
    if (totpOnly || !row.confirmedAt) return false;
    return repo.useRecoveryCode(userId, crypto.hashRecoveryCode(token));
  }

  async function isEnabled(userId: number) {
    return Boolean((await repo.totp(userId))?.confirmedAt);
  }

  async function stepUpUntil(sessionId: string): Promise<Date | null> {
    const at = await repo.stepUpAt(sessionId);
    const until = at ? new Date(at.getTime() + STEP_UP_SECONDS * 1000) : null;
    return until && until > clock.now() ? until : null;
  }

  /** A code, counted for the account: true when right; throws ACCOUNT_LOCKED at the lock. */
  async function codeIsRight(user: UserRow, code: string, ip: string | null): Promise<boolean> {
    return (await guesses.checkCode(user, ip, () => verifyCode(user.id, code))).right;
  }

  /** A code in a signed-in session (it counts as the step-up); a wrong one says the account's count. */
  async function requireCode(member: Member, code: string, ip: string) {
    if (!(await isEnabled(member.id))) throw appError('MFA_NOT_ENABLED');
    const outcome = await guesses.checkCode(member.user, ip, () => verifyCode(member.id, code));
    if (!outcome.right) {
      throw appError('INVALID_MFA_CODE', { failedCount: outcome.failedCount, maxFailures: MAX_FAILED_MFA_CODES });
    }
    await repo.markStepUp(member.sessionId, clock.now());
  }

  /**
   * Completes a pending sign-in once `proves` accepts the second factor (a code or a passkey);
   * every refusal counts against the mfaToken, which ends at the fifth. A locked account
   * completes none.
   */
  async function completeWith(
    mfaToken: string,
    proves: (user: UserRow) => Promise<boolean>,
    client: Client,
    refusal: ErrorCode,
  ): Promise<SigninResponse> {
    const tokenHash = sha256(mfaToken);
    const pending = await repo.challenge(tokenHash, clock.now());
    if (!pending) throw appError('MFA_CHALLENGE_ENDED');
    const user = await users.byId(pending.userId);
    if (!user) throw appError('MFA_CHALLENGE_ENDED');
    if (user.lockedAt) throw appError('ACCOUNT_LOCKED');
    if (!(await proves(user))) {
      const failures = await repo.failChallenge(tokenHash);
      if (failures >= MFA_CODE_FAILURES) await repo.endChallenge(tokenHash);
      throw appError(refusal, { failedCount: failures, maxFailures: MFA_CODE_FAILURES });
    }
    if (!(await repo.endChallenge(tokenHash))) throw appError('MFA_CHALLENGE_ENDED');
    const started = await sessions.start(user.id, client);
    await repo.markStepUp(started.sessionId, clock.now());
    return signedIn(user, started);
  }

  return {
    isEnabled,

    /** Staff who must enrol first (STAFF_MFA=required) and have not. */
    async mustEnrol(member: Pick<Member, 'id' | 'role'>) {
      return staffMfa === 'required' && staff.has(member.role) && !(await isEnabled(member.id));
    },

    async status(member: Member): Promise<MfaStatus> {
      const enabled = await isEnabled(member.id);
      const until = await stepUpUntil(member.sessionId);
      return {
        enabled,
        recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(member.id) : 0,
        passkeys: enabled ? await passkeys.count(member.id) : 0,
        enrollmentRequired: staffMfa === 'required' && staff.has(member.role) && !enabled,
        stepUpUntil: until?.toISOString() ?? null,
      };
    },

    /** Starts (or restarts) enrolment: the secret is shown now and never again. */
    async startTotp(member: Member) {
      if (await isEnabled(member.id)) throw appError('MFA_ALREADY_ENABLED');
      const secret = new Secret({ size: 20 }).base32;
      await repo.savePending(member.id, crypto.encrypt(secret));
      return { secret, otpauthUrl: totpOf(secret, member.user.email, issuer).toString() };
    },

    async confirmTotp(member: Member, code: string, actor: Actor) {
      const row = await repo.totp(member.id);
      if (!row) throw appError('MFA_NOT_ENABLED');
      if (row.confirmedAt) throw appError('MFA_ALREADY_ENABLED');
      if (!(await verifyCode(member.id, code, { totpOnly: true }))) throw appError('INVALID_MFA_CODE');
      const recoveryCodes = await changes(actor, member.role, 'mfa.enable', async (tx) => {
        const inTx = createMfaRepository(tx);
        const codes = await newRecoveryCodes(inTx, member.id, true);
        await inTx.markStepUp(member.sessionId, clock.now());
        return codes;
      });
      await notify(member.user, 'mfaEnabled');
      return { recoveryCodes };
    },

    async regenerateRecoveryCodes(member: Member, code: string, actor: Actor, ip: string) {
      await requireCode(member, code, ip);
      const recoveryCodes = await changes(actor, member.role, 'mfa.recoveryCodes', (tx) =>
        newRecoveryCodes(createMfaRepository(tx), member.id, false),
      );
      await notify(member.user, 'recoveryCodes');
      return { recoveryCodes };
    },

    /**
     * Removal needs the password and a code (the code is the step-up). What does not depend on
     * the password is answered first, so no answer tells whether a password guess was right.
     */
    async remove(member: Member, password: string, code: string, actor: Actor, ip: string) {
      if (!(await isEnabled(member.id))) throw appError('MFA_NOT_ENABLED');
      await currentPassword.prove(member, password, ip);
      await requireCode(member, code, ip);
      await changes(actor, member.role, 'mfa.disable', (tx) => createMfaRepository(tx).remove(member.id));
      await notify(member.user, 'mfaDisabled');
    },

    requireCode,

    async stepUp(member: Member, code: string, ip: string) {
      await requireCode(member, code, ip);
      return { stepUpUntil: ((await stepUpUntil(member.sessionId)) ?? clock.now()).toISOString() };
    },

    /** A second factor proved some other way (a passkey) counts as this session's step-up. */
    async markStepUp(member: Member) {
      await repo.markStepUp(member.sessionId, clock.now());
      return { stepUpUntil: ((await stepUpUntil(member.sessionId)) ?? clock.now()).toISOString() };
    },

    /**
     * Step-up actions: for an account with two-factor, a code given in this session within the
     * last 5 minutes. (Without two-factor there is nothing to ask; STAFF_MFA=required closes that.)
     */
    async requireStepUp(member: Member) {
      if (!(await isEnabled(member.id))) return;
      if (!(await stepUpUntil(member.sessionId))) throw appError('STEP_UP_REQUIRED');
    },

    /** The password was right: a token to complete sign-in with a code. */
    async challenge(userId: number): Promise<MfaChallenge> {
      const mfaToken = randomToken();
      await repo.addChallenge(sha256(mfaToken), userId, new Date(clock.now().getTime() + CHALLENGE_SECONDS * 1000));
      const methods: MfaMethod[] = (await passkeys.count(userId)) > 0 ? ['totp', 'passkey'] : ['totp'];
      return { mfaRequired: true, mfaToken, methods };
    },

    /** The member a pending sign-in is for, while its mfaToken lives (passkey options need it). */
    async pendingUserId(mfaToken: string): Promise<number> {
      const pending = await repo.challenge(sha256(mfaToken), clock.now());
      if (!pending) throw appError('MFA_CHALLENGE_ENDED');
      return pending.userId;
    },

    completeWith,

    async completeSignin(mfaToken: string, code: string, client: Client): Promise<SigninResponse> {
      return completeWith(mfaToken, (user) => codeIsRight(user, code, client.ip), client, 'INVALID_MFA_CODE');
    },
  };
}
export type Mfa = ReturnType<typeof createMfa>;
