import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app';
import { startSmtpCapture, codeIn, type SmtpCapture } from '#server/test/smtp';
import { createMember } from '#server/test/members';
import { clientOf, mailedCode, signupBody, uniqueEmail, uniquePhone, verifiedToken } from '#server/test/accounts';
import { users } from '../users/users.table';
import { emailCodes, verificationTokens } from './auth.table';

describe('sign-up: e-mail code, verification and the account', () => {
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

  const memberCount = async (email: string) =>
    (await t.app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

  describe('the e-mail code', () => {
    it('is mailed as plain text and HTML in the language of the request', async () => {
      const ja = uniqueEmail('ja');
      const en = uniqueEmail('en');
      const jaMail = (await mailedCode(clientOf(t.app, { lang: 'ja' }), smtp, ja, 'signup')).mail;
      const enMail = (await mailedCode(clientOf(t.app, { lang: 'en-US,en;q=0.9' }), smtp, en, 'signup')).mail;

      for (const mail of [jaMail, enMail]) {
        const code = codeIn(mail);
        expect(code).toMatch(/^\d{6}$/);
        expect(mail.html).toContain(code);
        expect(mail.html).toMatch(/<p\b/);
      }
      expect(jaMail.subject).toContain('認証コード');
      expect(jaMail.text).toContain('認証コード');
      expect(enMail.subject).toContain('verification code');
      expect(enMail.text).toContain('Verification code');
      expect(jaMail.subject).not.toBe(enMail.subject);
      expect(jaMail.text.replace(/\d{6}/, '')).not.toBe(enMail.text.replace(/\d{6}/, ''));
    });

    it('cannot be asked again within 30 seconds: 429 EMAIL_CODE_COOLDOWN with Retry-After', async () => {
      const email = uniqueEmail();
      const client = clientOf(t.app);
      await mailedCode(client, smtp, email, 'signup');
      const mailsBefore = smtp.mails.length;
      // From another address too: the cooldown belongs to the e-mail address.
      const again = await clientOf(t.app).post('/api/auth/email/code', { email, purpose: 'signup' });
      expect(again.statusCode).toBe(429);
      const body = again.json();
      expect(body.code).toBe('EMAIL_CODE_COOLDOWN');
      expect(body.retryAfterSeconds).toBeGreaterThan(0);
      expect(body.retryAfterSeconds).toBeLessThanOrEqual(30);
      expect(Number(again.headers['retry-after'])).toBe(body.retryAfterSeconds);
      expect(smtp.mails.length).toBe(mailsBefore);
    });

    it('is refused for an e-mail that already has an account', async () => {
      const member = await createMember(t.app);
      const res = await clientOf(t.app).post('/api/auth/email/code', { email: member.email, purpose: 'signup' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('EMAIL_ALREADY_REGISTERED');
    });

    it('turns into a verification token when right, and is refused when wrong', async () => {
      const email = uniqueEmail();
      const client = clientOf(t.app);
      const { code } = await mailedCode(client, smtp, email, 'signup');
      const wrong = code === '000000' ? '000001' : '000000';
      const bad = await client.post('/api/auth/email/verify', { email, purpose: 'signup', code: wrong });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('INVALID_VERIFICATION_CODE');
      // The right code for another purpose is no proof either.
      const otherPurpose = await client.post('/api/auth/email/verify', { email, purpose: 'reset', code });
      expect(otherPurpose.json().code).toBe('INVALID_VERIFICATION_CODE');

      const good = await client.post('/api/auth/email/verify', { email, purpose: 'signup', code });
      expect(good.statusCode).toBe(200);
      expect(Object.keys(good.json())).toEqual(['verificationToken']);
      expect(good.json().verificationToken.length).toBeGreaterThanOrEqual(32);
      // A code works once.
      const replay = await client.post('/api/auth/email/verify', { email, purpose: 'signup', code });
      expect(replay.json().code).toBe('INVALID_VERIFICATION_CODE');
    });

    it('dies after five wrong tries, even if the right code comes next', async () => {
      const email = uniqueEmail();
      const client = clientOf(t.app);
      const { code } = await mailedCode(client, smtp, email, 'signup');
      const wrong = code === '111111' ? '222222' : '111111';
      for (let i = 0; i < 5; i += 1) {
        const res = await client.post('/api/auth/email/verify', { email, purpose: 'signup', code: wrong });
        expect(res.json().code).toBe('INVALID_VERIFICATION_CODE');
      }
      const right = await client.post('/api/auth/email/verify', { email, purpose: 'signup', code });
      expect(right.statusCode).toBe(400);
      expect(right.json().code).toBe('INVALID_VERIFICATION_CODE');
    });

    it('still works after four wrong tries', async () => {
      const email = uniqueEmail();
      const client = clientOf(t.app);
      const { code } = await mailedCode(client, smtp, email, 'signup');
      const wrong = code === '111111' ? '222222' : '111111';
      for (let i = 0; i < 4; i += 1) {
        await client.post('/api/auth/email/verify', { email, purpose: 'signup', code: wrong });
      }
      const right = await client.post('/api/auth/email/verify', { email, purpose: 'signup', code });
      expect(right.statusCode).toBe(200);
    });

    it('is refused once expired', async () => {
      const email = uniqueEmail();
      const client = clientOf(t.app);
      const { code } = await mailedCode(client, smtp, email, 'signup');
      await t.app.database.db
        .update(emailCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(emailCodes.email, email));
      const res = await client.post('/api/auth/email/verify', { email, purpose: 'signup', code });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_VERIFICATION_CODE');
    });

    it('rejects a code that is not six digits as a field error', async () => {
      const res = await clientOf(t.app).post('/api/auth/email/verify', {
        email: uniqueEmail(),
        purpose: 'signup',
        code: '12a456',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { code: 'INVALID_CODE' } });
    });
  });

  describe('the account', () => {
    it('is created with a verified e-mail (201, signed in), and the member can sign in', async () => {
      const email = uniqueEmail();
      const client = clientOf(t.app, { lang: 'ja' });
      const token = await verifiedToken(client, smtp, email, 'signup');
      const res = await client.post('/api/auth/signup', signupBody(email.toUpperCase(), token));
      expect(res.statusCode).toBe(201);
      expect(Object.keys(res.json()).sort()).toEqual(['accessToken', 'id', 'refreshToken', 'role', 'username']);
      expect(res.json().id).toEqual(expect.any(Number));

      const signin = await client.post('/api/auth/signin', { email, password: 'Blue!Harbor42' });
      expect(signin.statusCode).toBe(200);
      expect(signin.json().username).toBe('홍길동');
      const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.language).toBe('ja');
    });

    it('uses a verification token once: a second sign-up with it is EMAIL_NOT_VERIFIED', async () => {
      const email = uniqueEmail();
      const client = clientOf(t.app);
      const token = await verifiedToken(client, smtp, email, 'signup');
      expect((await client.post('/api/auth/signup', signupBody(email, token))).statusCode).toBe(201);
      const again = await client.post('/api/auth/signup', signupBody(email, token));
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('EMAIL_NOT_VERIFIED');
    });

    it('is refused without a verification token, with a made-up one, or with an expired one', async () => {
      const email = uniqueEmail();
      const client = clientOf(t.app);
      const { verificationToken: _, ...noToken } = signupBody(email, '');
      const missing = await client.post('/api/auth/signup', noToken);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe('EMAIL_NOT_VERIFIED');
      for (const token of ['x', 'a-token-that-was-never-issued-by-the-server']) {
        const res = await client.post('/api/auth/signup', signupBody(email, token));
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
      }
      // A token for another e-mail proves nothing about this one.
      const otherEmail = uniqueEmail();
      const otherToken = await verifiedToken(client, smtp, otherEmail, 'signup');
      const stolen = await client.post('/api/auth/signup', signupBody(email, otherToken));
      expect(stolen.json().code).toBe('EMAIL_NOT_VERIFIED');

      await t.app.database.db
        .update(verificationTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(verificationTokens.email, otherEmail));
      const expired = await client.post('/api/auth/signup', signupBody(otherEmail, otherToken));
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('EMAIL_NOT_VERIFIED');
      expect(await memberCount(email)).toBe(0);
      expect(await memberCount(otherEmail)).toBe(0);
    });

    it('refuses an e-mail that is already registered: 409 EMAIL_ALREADY_REGISTERED', async () => {
      const email = uniqueEmail();
      const client = clientOf(t.app);
      const token = await verifiedToken(client, smtp, email, 'signup');
      await createMember(t.app, { email });
      const res = await client.post('/api/auth/signup', signupBody(email, token));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('EMAIL_ALREADY_REGISTERED');
    });

    it('refuses a phone number already registered however it is typed, and writes nothing', async () => {
      const first = uniqueEmail();
      const second = uniqueEmail();
      const client = clientOf(t.app);
      const phone = uniquePhone(); // 010-XXXX-XXXX
      const international = `+82 ${phone.slice(1).replaceAll('-', ' ')}`;
      const token1 = await verifiedToken(client, smtp, first, 'signup');
      expect(
        (await client.post('/api/auth/signup', signupBody(first, token1, { phoneNumber: phone }))).statusCode,
      ).toBe(201);

      const token2 = await verifiedToken(client, smtp, second, 'signup');
      const dup = await client.post(
        '/api/auth/signup',
        signupBody(second, token2, { phoneNumber: international, phoneRegion: 'KR' }),
      );
      expect(dup.statusCode).toBe(409);
      expect(dup.json().code).toBe('PHONE_ALREADY_REGISTERED');
      expect(await memberCount(second)).toBe(0);

      // The verification token is still good for the corrected sign-up.
      const fixed = await client.post('/api/auth/signup', signupBody(second, token2));
      expect(fixed.statusCode).toBe(201);
      expect(await memberCount(second)).toBe(1);
    });

    it('settles two sign-ups racing for one phone number with one 201 and one 409, no 5xx', async () => {
      const client = clientOf(t.app);
      const emails = [uniqueEmail('race'), uniqueEmail('race')];
      const tokens = [
        await verifiedToken(client, smtp, emails[0]!, 'signup'),
        await verifiedToken(client, smtp, emails[1]!, 'signup'),
      ];
      const phoneNumber = uniquePhone();
      const replies = await Promise.all(
        emails.map((email, i) => client.post('/api/auth/signup', signupBody(email, tokens[i]!, { phoneNumber }))),
      );
      const statuses = replies.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409]);
      const loser = replies.findIndex((r) => r.statusCode === 409);
      expect(replies[loser]!.json().code).toBe('PHONE_ALREADY_REGISTERED');
      // Nothing half-written: the loser's token still works with another number.
      const retry = await client.post('/api/auth/signup', signupBody(emails[loser]!, tokens[loser]!));
      expect(retry.statusCode).toBe(201);
    });
  });

  describe('field validation: 400 VALIDATION_FAILED with a code per field', () => {
    // The fields are checked before the verification token, so a made-up token is enough here.
    const token = 'not-a-real-verification-token';
    const fieldsOf = async (overrides: Record<string, unknown>, email = uniqueEmail('rules')) => {
      const res = await clientOf(t.app).post('/api/auth/signup', signupBody(email, token, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      return res.json().fields as Record<string, string>;
    };

    it.each([
      ['a malformed e-mail', { email: 'not-an-email' }, { email: 'INVALID_EMAIL' }],
      ['a password without digits or specials', { password: 'onlyletterslong' }, { password: 'PASSWORD_RULE' }],
      ['a password without a special character', { password: 'Letters12345' }, { password: 'PASSWORD_RULE' }],
      ['a short password', { password: 'Ab1!x' }, { password: 'PASSWORD_TOO_SHORT' }],
      ['a common password', { password: 'Password123!' }, { password: 'PASSWORD_COMMON' }],
      ['a pastor without a church', { memberType: 'PASTOR' }, { churchAffiliation: 'REQUIRED' }],
      [
        'a blessed family without a blessing group',
        { memberType: 'BLESSED_FAMILY', churchAffiliation: 'Seoul Church' },
        { blessingGroup: 'REQUIRED' },
      ],
      ['the service terms not accepted', { agreeService: false }, { agreeService: 'TERMS_REQUIRED' }],
      ['the privacy terms missing', { agreePrivacy: undefined }, { agreePrivacy: 'TERMS_REQUIRED' }],
      ['a phone number with letters', { phoneNumber: 'call me maybe' }, { phoneNumber: 'INVALID_PHONE' }],
      ['a phone number that does not exist', { phoneNumber: '010-12' }, { phoneNumber: 'INVALID_PHONE' }],
      ['an empty name', { name: '   ' }, { name: 'REQUIRED' }],
    ])('%s', async (_label, overrides, expected) => {
      expect(await fieldsOf(overrides)).toEqual(expected);
    });

    it('refuses a password containing the local part of the e-mail', async () => {
      const email = uniqueEmail('harborview');
      const local = email.split('@')[0]!;
      expect(await fieldsOf({ password: `${local.toUpperCase()}!9` }, email)).toEqual({
        password: 'PASSWORD_CONTAINS_EMAIL',
      });
    });

    it('keeps church and blessing group only where the member type uses them', async () => {
      const email = uniqueEmail();
      const client = clientOf(t.app);
      const verification = await verifiedToken(client, smtp, email, 'signup');
      const res = await client.post(
        '/api/auth/signup',
        signupBody(email, verification, { memberType: 'GENERAL', churchAffiliation: 'X', blessingGroup: 'Y' }),
      );
      expect(res.statusCode).toBe(201);
      const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email));
      expect(row).toMatchObject({ memberType: 'GENERAL', churchAffiliation: null, blessingGroup: null });
      expect(row?.phoneNumber).toMatch(/^\+8210\d{8}$/);
      expect(row?.phoneRegion).toBe('KR');
    });
  });
});
