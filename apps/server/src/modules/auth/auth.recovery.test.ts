import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app';
import { startSmtpCapture, type SmtpCapture } from '#server/test/smtp';
import { createMember, nextIp, signIn } from '#server/test/members';
import { clientOf, mailedCode, uniqueEmail, verifiedToken } from '#server/test/accounts';
import { users } from '../users/users.table';

const WRONG = 'Wrong!Password1';

describe('find ID, password reset and unlock', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const signin = (email: string, password: string) => clientOf(t.app).post('/api/auth/signin', { email, password });
  const phoneOf = async (id: number) =>
    (await t.app.database.db.select().from(users).where(eq(users.id, id)))[0]!.phoneNumber!;

  describe('find ID', () => {
    it('answers the masked e-mail for a name and phone, however the phone is typed', async () => {
      const member = await createMember(t.app, { email: 'member1@example.com', name: '이순신' });
      const e164 = await phoneOf(member.id); // +8210XXXXXXXX
      const national = `010-${e164.slice(5, 9)}-${e164.slice(9)}`;
      for (const phoneNumber of [national, e164, `+82 ${e164.slice(3, 5)} ${e164.slice(5, 9)} ${e164.slice(9)}`]) {
        const res = await clientOf(t.app).post('/api/auth/find-id', { name: '이순신', phoneNumber, phoneRegion: 'KR' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ emails: ['me*****@example.com'] });
      }
    });

    it('answers 404 MEMBER_NOT_FOUND when nobody matches', async () => {
      const member = await createMember(t.app, { name: '강감찬' });
      const e164 = await phoneOf(member.id);
      const client = clientOf(t.app);
      const wrongName = await client.post('/api/auth/find-id', { name: '을지문덕', phoneNumber: e164 });
      expect(wrongName.statusCode).toBe(404);
      expect(wrongName.json().code).toBe('MEMBER_NOT_FOUND');
      const wrongPhone = await client.post('/api/auth/find-id', { name: '강감찬', phoneNumber: '010-5555-0000' });
      expect(wrongPhone.json().code).toBe('MEMBER_NOT_FOUND');
    });

    it('answers an invalid phone with a field error', async () => {
      const res = await clientOf(t.app).post('/api/auth/find-id', { name: 'X', phoneNumber: '12' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { phoneNumber: 'INVALID_PHONE' } });
    });
  });

  describe('password reset', () => {
    it('refuses a code for an e-mail with no account: 404 EMAIL_NOT_REGISTERED, no mail', async () => {
      const email = uniqueEmail('ghost');
      for (const purpose of ['reset', 'unlock']) {
        const res = await clientOf(t.app).post('/api/auth/email/code', { email, purpose });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('EMAIL_NOT_REGISTERED');
      }
      expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(0);
    });

    it('mails the reset code in the member language', async () => {
      const member = await createMember(t.app, { language: 'ja' });
      const { mail } = await mailedCode(clientOf(t.app, { lang: 'en' }), smtp, member.email, 'reset');
      expect(mail.subject).toContain('パスワード再設定');
    });

    it('sets a new password with a verified e-mail, refuses the old one as new, and ends every session', async () => {
      const member = await createMember(t.app);
      const before = await signIn(t.app, member.email, member.password, nextIp());
      const client = clientOf(t.app);
      const token = await verifiedToken(client, smtp, member.email, 'reset');

      const same = await client.post('/api/auth/password/reset', {
        email: member.email,
        verificationToken: token,
        newPassword: member.password,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().code).toBe('PASSWORD_SAME_AS_OLD');

      const done = await client.post('/api/auth/password/reset', {
        email: member.email,
        verificationToken: token,
        newPassword: 'Quiet!River88',
      });
      expect(done.statusCode).toBe(204);
      expect((await signin(member.email, 'Quiet!River88')).statusCode).toBe(200);
      expect((await signin(member.email, member.password)).json().code).toBe('BAD_CREDENTIALS');
      // Every earlier session is over.
      expect((await clientOf(t.app, { token: before.accessToken }).get('/api/me')).statusCode).toBe(402);
      const refreshed = await client.post('/api/auth/signin/refresh', { refreshToken: before.refreshToken });
      expect(refreshed.statusCode).toBe(402);
      // And the token was used up.
      const replay = await client.post('/api/auth/password/reset', {
        email: member.email,
        verificationToken: token,
        newPassword: 'Other!River99',
      });
      expect(replay.json().code).toBe('EMAIL_NOT_VERIFIED');
    });

    it('is no password oracle: without a verified e-mail it answers EMAIL_NOT_VERIFIED, right guess or not', async () => {
      const member = await createMember(t.app);
      const client = clientOf(t.app);
      for (const newPassword of [member.password, 'Some!Guess123']) {
        const res = await client.post('/api/auth/password/reset', {
          email: member.email,
          verificationToken: 'a-token-that-was-never-issued-by-the-server',
          newPassword,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
      }
      const missing = await client.post('/api/auth/password/reset', {
        email: member.email,
        newPassword: 'Some!Guess123',
      });
      expect(missing.json().code).toBe('EMAIL_NOT_VERIFIED');
    });

    it('does not take a sign-up or unlock proof as a reset proof', async () => {
      const member = await createMember(t.app);
      const client = clientOf(t.app);
      const unlockToken = await verifiedToken(client, smtp, member.email, 'unlock');
      const res = await client.post('/api/auth/password/reset', {
        email: member.email,
        verificationToken: unlockToken,
        newPassword: 'Quiet!River88',
      });
      expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    });

    it('applies the password rules to the new password', async () => {
      const member = await createMember(t.app);
      const client = clientOf(t.app);
      const token = await verifiedToken(client, smtp, member.email, 'reset');
      const reset = (newPassword: string) =>
        client.post('/api/auth/password/reset', { email: member.email, verificationToken: token, newPassword });
      expect((await reset('short1!')).json().fields).toEqual({ newPassword: 'PASSWORD_TOO_SHORT' });
      expect((await reset('Password123!')).json().fields).toEqual({ newPassword: 'PASSWORD_COMMON' });
      const local = member.email.split('@')[0]!;
      expect((await reset(`${local}!1`)).json().fields).toEqual({ newPassword: 'PASSWORD_CONTAINS_EMAIL' });
      // None of them used the token.
      expect((await reset('Quiet!River88')).statusCode).toBe(204);
    });
  });

  describe('unlock', () => {
    it('lifts the lock with an e-mail code and a new password; counting starts again from 1', async () => {
      const member = await createMember(t.app);
      const attacker = clientOf(t.app);
      const kept = await signIn(t.app, member.email, member.password, nextIp());
      for (let n = 1; n <= 11; n += 1)
        await attacker.post('/api/auth/signin', { email: member.email, password: WRONG });
      expect((await signin(member.email, member.password)).statusCode).toBe(423);

      const client = clientOf(t.app);
      const { mail, code } = await mailedCode(client, smtp, member.email, 'unlock');
      expect(mail.subject).toMatch(/잠금/); // the member's language (ko)
      const verify = await client.post('/api/auth/email/verify', { email: member.email, purpose: 'unlock', code });
      const { verificationToken } = verify.json();

      const same = await client.post('/api/auth/unlock', {
        email: member.email,
        verificationToken,
        newPassword: member.password,
      });
      expect(same.json().code).toBe('PASSWORD_SAME_AS_OLD');
      const res = await client.post('/api/auth/unlock', {
        email: member.email,
        verificationToken,
        newPassword: 'Open!Gates2025',
      });
      expect(res.statusCode).toBe(204);

      expect((await signin(member.email, 'Open!Gates2025')).statusCode).toBe(200);
      const wrong = await signin(member.email, WRONG);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'BAD_CREDENTIALS', failedCount: 1, maxFailures: 10 });
      // Sessions from before the lock are ended too.
      expect((await clientOf(t.app, { token: kept.accessToken }).get('/api/me')).statusCode).toBe(402);
    });

    it('refuses an unlock without a verified e-mail, and the account stays locked', async () => {
      const member = await createMember(t.app);
      const client = clientOf(t.app);
      for (let n = 1; n <= 11; n += 1) await client.post('/api/auth/signin', { email: member.email, password: WRONG });
      const res = await clientOf(t.app).post('/api/auth/unlock', {
        email: member.email,
        verificationToken: 'a-token-that-was-never-issued-by-the-server',
        newPassword: 'Open!Gates2025',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
      expect((await signin(member.email, member.password)).statusCode).toBe(423);
    });
  });
});
