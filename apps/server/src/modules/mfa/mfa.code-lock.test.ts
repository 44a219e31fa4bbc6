import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tokenFor, type TestMember } from '#server/test/members';
import { clientOf, verifiedToken, type Client } from '#server/test/accounts';
import { enrolTotp, signedInMember, twoFactorSuite } from '#server/test/two-factor';
import { users } from '../users/users.table';

const WRONG_CODE = '000000';

describe('wrong second-factor codes, counted per account', () => {
  const s = twoFactorSuite();

  /** A member with TOTP on, signed in on one device. */
  async function enrolled(overrides: Parameters<typeof signedInMember>[1] = {}) {
    const { member, client } = await signedInMember(s.app, overrides);
    const { secret } = await enrolTotp(client, s.clock);
    return { member, session: client, secret };
  }

  /** The password step of a sign-in: the mfaToken that the code step takes. */
  async function mfaTokenOf(member: TestMember): Promise<string> {
    const res = await clientOf(s.app).post('/api/auth/signin', { email: member.email, password: member.password });
    expect(res.json().mfaRequired).toBe(true);
    return res.json().mfaToken;
  }

  const signinCode = (mfaToken: string, code: string) =>
    clientOf(s.app).post('/api/auth/signin/mfa', { mfaToken, code });
  /** The lock mails a member got (the ones with the unlock link), in any language. */
  const lockMails = (member: TestMember) =>
    s.smtp.mails.filter((m) => m.to.includes(member.email) && m.text.includes('/unlock?email='));
  const stepUp = (session: Client, code: string) => session.post('/api/me/mfa/step-up', { code });

  it('locks the account at the 11th wrong code, however many sign-ins they are spread over', async () => {
    const { member, session, secret } = await enrolled({ language: 'en', name: 'Mina Park' });
    // Four wrong codes a sign-in (the mfaToken ends at five): each new sign-in used to start again.
    for (const wrong of [4, 4, 2]) {
      const mfaToken = await mfaTokenOf(member);
      for (let i = 0; i < wrong; i += 1) {
        expect((await signinCode(mfaToken, WRONG_CODE)).json().code).toBe('INVALID_MFA_CODE');
      }
    }
    expect(lockMails(member)).toHaveLength(0);
    const mfaToken = await mfaTokenOf(member);
    const eleventh = await signinCode(mfaToken, WRONG_CODE);
    expect(eleventh.statusCode).toBe(423);
    expect(eleventh.json().code).toBe('ACCOUNT_LOCKED');

    // Locked as a password lock is: the right code, and then the right password, open nothing.
    s.clock.tick();
    expect((await signinCode(mfaToken, s.clock.codeFor(secret))).statusCode).toBe(423);
    const password = await clientOf(s.app).post('/api/auth/signin', { email: member.email, password: member.password });
    expect(password.statusCode).toBe(423);
    // Whoever guessed the codes had the password or a session: every session is ended.
    expect((await session.get('/api/me')).json().code).toBe('INVALID_TOKEN');

    // The owner is told once, with the cause and the unlock link; staff see it in the audit log.
    const [mail] = lockMails(member);
    expect(lockMails(member)).toHaveLength(1);
    expect(mail?.text).toContain('Mina Park, your account has been locked for your security after 11 wrong two-factor');
    expect(mail?.text).toContain(`https://atrium.test/en/unlock?email=${encodeURIComponent(member.email)}`);
    const admin = clientOf(s.app, { token: await tokenFor(s.app, 'ADMIN') });
    const log = (await admin.get('/api/admin/audit?action=account.lock')).json().items;
    expect(log.filter((row: { targetId: string }) => row.targetId === String(member.id))).toEqual([
      expect.objectContaining({
        actor: { id: null, email: member.email },
        details: { reason: 'mfa-codes', failedCount: 11 },
      }),
    ]);

    // The unlock (e-mail code and a new password) lifts the lock and empties the count.
    const anon = clientOf(s.app);
    const verificationToken = await verifiedToken(anon, s.smtp, member.email, 'unlock');
    const newPassword = 'Fresh!Harbor73';
    const unlocked = await anon.post('/api/auth/unlock', { email: member.email, verificationToken, newPassword });
    expect(unlocked.statusCode).toBe(204);
    const [row] = await s.app.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ failedMfaCodeCount: 0, failedLoginCount: 0, lockedAt: null });
    const fresh = await mfaTokenOf({ ...member, password: newPassword });
    s.clock.tick();
    expect((await signinCode(fresh, s.clock.codeFor(secret))).statusCode).toBe(200);
  });

  it('starts the count again at a right code, and tells a signed-in member where it stands', async () => {
    const { session, secret } = await enrolled();
    for (let n = 1; n <= 10; n += 1) {
      const res = await stepUp(session, WRONG_CODE);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_MFA_CODE', failedCount: n, maxFailures: 10 });
    }
    s.clock.tick();
    expect((await stepUp(session, s.clock.codeFor(secret))).statusCode).toBe(200);
    expect((await stepUp(session, WRONG_CODE)).json()).toMatchObject({ failedCount: 1 });
  });

  it('counts step-up, new recovery codes, removal and sign-in together', async () => {
    const { member, session } = await enrolled();
    const wrongs = [
      () => stepUp(session, WRONG_CODE),
      () => session.post('/api/me/mfa/recovery-codes', { code: WRONG_CODE }),
      () => session.del('/api/me/mfa', { password: member.password, code: WRONG_CODE }),
    ];
    let n = 0;
    for (const wrong of wrongs) {
      for (let i = 0; i < 3; i += 1) {
        n += 1;
        expect((await wrong()).json()).toMatchObject({ code: 'INVALID_MFA_CODE', failedCount: n });
      }
    }
    expect((await signinCode(await mfaTokenOf(member), 'aaaaa-bbbbb')).json().code).toBe('INVALID_MFA_CODE');
    const eleventh = await session.post('/api/me/mfa/recovery-codes', { code: WRONG_CODE });
    expect(eleventh.statusCode).toBe(423);
    expect(eleventh.json().code).toBe('ACCOUNT_LOCKED');
    expect((await session.get('/api/me/mfa')).statusCode).toBe(402);
    const signin = await clientOf(s.app).post('/api/auth/signin', { email: member.email, password: member.password });
    expect(signin.statusCode).toBe(423);
    expect(lockMails(member)).toHaveLength(1);
  });

  it('counts wrong codes fired together exactly: ten answered, one lock, one mail', async () => {
    const { member, session } = await enrolled();
    const replies = await Promise.all(Array.from({ length: 30 }, () => stepUp(session, WRONG_CODE)));
    const wrong = replies.filter((r) => r.statusCode === 400).map((r) => r.json().failedCount);
    expect(wrong.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The rest: the lock (423), or a session already ended by it (402).
    expect(replies.every((r) => [400, 402, 423].includes(r.statusCode))).toBe(true);
    const [row] = await s.app.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.failedMfaCodeCount).toBe(11);
    expect(row?.lockedAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lockMails(member)).toHaveLength(1);
  });
});
