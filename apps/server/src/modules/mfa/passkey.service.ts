import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { SigninResponse } from '@atrium/shared/api/auth';
import type { Passkey, PasskeyCreationOptions, PasskeyRequestOptions } from '@atrium/shared/api/passkeys';
import { appError } from '#server/lib/app-error';
import type { Member } from '#server/plugins/auth';
import type { Client } from '../auth/auth.sessions';
import type { Mfa } from './mfa.service';
import {
  createPasskeyRepository,
  type ChallengePurpose,
  type PasskeyRepository,
  type PasskeyRow,
} from './passkey.repository';
import type { MfaChanges } from './mfa.audit';
import type { Actor } from '../audit/audit.actor';
import type { CurrentPassword } from '../auth/auth.current-password';
import type { MfaNotices } from './mfa.notices';

interface Deps {
  repo: PasskeyRepository;
  mfa: Mfa;
  clock: { now: () => Date };
  /** The configured public URL: its host is the relying party id, its origin the only one accepted. */
  publicUrl: string;
  /** Staff's changes, with their audit row. */
  changes: MfaChanges;
  currentPassword: Pick<CurrentPassword, 'prove'>;
  /** Mails the owner of each passkey added or removed. */
  notify: MfaNotices;
}

/** How long the browser has to answer a challenge (also the authenticator's own timeout). */
const CHALLENGE_SECONDS = 5 * 60;

const present = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const transportsOf = (row: PasskeyRow) =>
  row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : undefined;

/**
 * The relying party: the public URL's host, and its origin as the only one accepted. Browsers
 * refuse an IP address as a relying party id, so a loopback public URL (development, the
 * browser tests) stands for http://localhost on the same port.
 */
function relyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { rpID: url.hostname, origin: url.origin, rpName: url.host };
}

/** The challenge the browser signed, read from its client data (undefined when unreadable). */
function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length <= 100 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Passkeys, the second two-factor method (docs/spec/decisions.md §13). They join an account that
 * already has TOTP (whose recovery codes stay the way back in), are registered after a step-up,
 * and then complete a sign-in or a step-up in place of a code. Every challenge is stored, bound
 * to its member and purpose, spent on first use and dead after five minutes.
 */
export function createPasskeys({ repo, mfa, clock, publicUrl, changes, currentPassword, notify }: Deps) {
  const { rpID, origin, rpName } = relyingParty(publicUrl);
  const expiry = () => new Date(clock.now().getTime() + CHALLENGE_SECONDS * 1000);

  async function requestOptions(userId: number, purpose: ChallengePurpose): Promise<PasskeyRequestOptions> {
    const passkeys = await repo.list(userId);
    if (passkeys.length === 0) throw appError('PASSKEY_NOT_VERIFIED');
    const options = await generateAuthenticationOptions({
      rpID,
      allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
      userVerification: 'preferred',
      timeout: CHALLENGE_SECONDS * 1000,
    });
    await repo.addChallenge(options.challenge, userId, purpose, expiry(), clock.now());
    return options as PasskeyRequestOptions;
  }

  /** True when the response is a valid signature of one of this member's passkeys over a live challenge. */
  async function verifyAssertion(
    userId: number,
    response: AuthenticationResponseJSON,
    purpose: ChallengePurpose,
  ): Promise<boolean> {
    const challenge = signedChallenge(response.response.clientDataJSON);
    if (!challenge || !(await repo.takeChallenge(challenge, userId, purpose, clock.now()))) return false;
    const passkey = await repo.byCredentialId(userId, response.id);
    if (!passkey) return false;
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: transportsOf(passkey),
        },
        requireUserVerification: false,
      });
      if (!verified) return false;
      await repo.markUsed(passkey.id, authenticationInfo.newCounter, clock.now());
      return true;
    } catch {
      // A forged, mangled or replayed (counter gone back) response: refused like a wrong code.
      return false;
    }
  }

  return {
    async list(member: Member) {
      return { items: (await repo.list(member.id)).map(present) };
    },

    /** Options to create a passkey: only on an account with two-factor, in a session that just proved it. */
    async registrationOptions(member: Member): Promise<PasskeyCreationOptions> {
      if (!(await mfa.isEnabled(member.id))) throw appError('MFA_NOT_ENABLED');
      await mfa.requireStepUp(member);
      const existing = await repo.list(member.id);
      const options = await generateRegistrationOptions({
        rpName,
        rpID,
        userName: member.user.email,
        userDisplayName: member.user.name,
        // An opaque handle: the authenticator keeps it, so it carries no e-mail or database id.
        userID: createHash('sha256').update(`atrium-passkey-user:${rpID}:${member.id}`).digest().subarray(0, 16),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        timeout: CHALLENGE_SECONDS * 1000,
      });
      await repo.addChallenge(options.challenge, member.id, 'register', expiry(), clock.now());
      return options as PasskeyCreationOptions;
    },

    async register(member: Member, name: string, response: RegistrationResponseJSON, actor: Actor): Promise<Passkey> {
      const challenge = signedChallenge(response.response.clientDataJSON);
      if (!challenge || !(await repo.takeChallenge(challenge, member.id, 'register', clock.now()))) {
        throw appError('PASSKEY_NOT_VERIFIED');
      }
      let credential;
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
        if (!result.verified) throw appError('PASSKEY_NOT_VERIFIED');
        credential = result.registrationInfo.credential;
      } catch {
        throw appError('PASSKEY_NOT_VERIFIED');
      }
      const row = {
        userId: member.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (response.response.transports ?? credential.transports ?? []).join(','),
        name,
      };
      const added = await changes(actor, member.role, 'mfa.passkey.add', (tx) => createPasskeyRepository(tx).add(row));
      // The same authenticator registered twice (excludeCredentials normally stops it in the browser).
      if (!added) throw appError('PASSKEY_NOT_VERIFIED');
      await notify(member.user, 'passkeyAdded');
      return present(added);
    },

    /**
     * Removal needs the password, and a code or this session's recent step-up (a passkey can give
     * it). What does not depend on the password is answered first, so no answer tells whether a
     * password guess was right; the password is then a counted guess, and the code too.
     */
    async remove(member: Member, id: number, password: string, code: string | undefined, actor: Actor, ip: string) {
      if (!(await mfa.isEnabled(member.id))) throw appError('MFA_NOT_ENABLED');
      if (!(await repo.list(member.id)).some((p) => p.id === id)) throw appError('NOT_FOUND');
      if (code === undefined) await mfa.requireStepUp(member);
      await currentPassword.prove(member, password, ip);
      if (code !== undefined) await mfa.requireCode(member, code, ip);
      await changes(actor, member.role, 'mfa.passkey.remove', async (tx) => {
        if (!(await createPasskeyRepository(tx).remove(member.id, id))) throw appError('NOT_FOUND');
      });
      await notify(member.user, 'passkeyRemoved');
    },

    async stepUpOptions(member: Member): Promise<PasskeyRequestOptions> {
      if (!(await mfa.isEnabled(member.id))) throw appError('MFA_NOT_ENABLED');
      return requestOptions(member.id, 'step-up');
    },

    async stepUp(member: Member, response: AuthenticationResponseJSON) {
      if (!(await verifyAssertion(member.id, response, 'step-up'))) throw appError('PASSKEY_NOT_VERIFIED');
      return mfa.markStepUp(member);
    },

    /** Options for the second step of a sign-in whose password was right (the mfaToken says whose). */
    async signinOptions(mfaToken: string): Promise<PasskeyRequestOptions> {
      return requestOptions(await mfa.pendingUserId(mfaToken), 'signin');
    },

    async signin(mfaToken: string, response: AuthenticationResponseJSON, client: Client): Promise<SigninResponse> {
      return mfa.completeWith(
        mfaToken,
        (user) => verifyAssertion(user.id, response, 'signin'),
        client,
        'PASSKEY_NOT_VERIFIED',
      );
    },
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
