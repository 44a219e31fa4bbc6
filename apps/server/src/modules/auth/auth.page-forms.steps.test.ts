import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecoveryFormState, SignUpFormState } from '@atrium/shared/api/page-forms';
import { createTestApp, type TestApp } from '#server/test/app';
import { clientOf, uniqueEmail, uniquePhone } from '#server/test/accounts';
import { createMember, nextIp } from '#server/test/members';
import { formStateOf, postForm, sessionOf } from '#server/test/page-forms';
import { codeIn, startSmtpCapture, type SmtpCapture } from '#server/test/smtp';

/**
 * Issue 43, item 5: the forms with an e-mail code (reset, unlock, sign-up) posted to their pages,
 * step after step, as a browser without JavaScript sends them (docs/spec/decisions.md §16).
 */
describe('account forms with an e-mail code, posted to their pages', () => {
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

  /** One visitor's browser: its address stays the same from step to step. */
  const visitor = () => {
    const ip = nextIp();
    return (url: string, fields: Record<string, string>) => postForm(t.app, url, fields, { 'x-forwarded-for': ip });
  };
  const codeTo = async (email: string, before: number) =>
    codeIn(await smtp.waitFor(email, (m) => smtp.mails.indexOf(m) >= before));

  it('resets a password step by step: the address, a wrong code, the code, a mismatch, the new password', async () => {
    const member = await createMember(t.app);
    const post = visitor();
    const before = smtp.mails.length;
    const sent = await post('/en/reset-password', { email: member.email });
    expect(sent.statusCode).toBe(200);
    // The app, once it runs, counts the wait before another code down from here.
    expect(formStateOf<RecoveryFormState>(sent, 'resetPassword')).toEqual({
      email: member.email,
      sent: true,
      resendInSeconds: 30,
    });
    const code = await codeTo(member.email, before);

    const wrong = await post('/en/reset-password', {
      email: member.email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(formStateOf<RecoveryFormState>(wrong, 'resetPassword')).toMatchObject({
      sent: true,
      error: { code: 'INVALID_VERIFICATION_CODE', at: 'code' },
    });

    const verified = await post('/en/reset-password', { email: member.email, code });
    const proof = formStateOf<RecoveryFormState>(verified, 'resetPassword')?.verificationToken;
    expect(proof).toEqual(expect.any(String));

    const mismatch = await post('/en/reset-password', {
      email: member.email,
      verificationToken: proof ?? '',
      newPassword: 'Quiet!River88',
      passwordConfirm: 'Quiet!River89',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(formStateOf<RecoveryFormState>(mismatch, 'resetPassword')).toMatchObject({
      verificationToken: proof,
      passwordError: { code: 'VALIDATION_FAILED', fields: { passwordConfirm: 'PASSWORD_MISMATCH' } },
    });

    const done = await post('/en/reset-password', {
      email: member.email,
      verificationToken: proof ?? '',
      newPassword: 'Quiet!River88',
      passwordConfirm: 'Quiet!River88',
    });
    expect(done.statusCode).toBe(200);
    expect(formStateOf<RecoveryFormState>(done, 'resetPassword')).toEqual({ email: member.email, done: true });
    expect(done.body).not.toContain('Quiet!River88');
    const signin = await clientOf(t.app).post('/api/auth/signin', { email: member.email, password: 'Quiet!River88' });
    expect(signin.statusCode).toBe(200);

    // The proof is used up: the address is verified again.
    const again = await post('/en/reset-password', {
      email: member.email,
      verificationToken: proof ?? '',
      newPassword: 'Other!River77',
      passwordConfirm: 'Other!River77',
    });
    expect(formStateOf<RecoveryFormState>(again, 'resetPassword')).toMatchObject({
      error: { code: 'EMAIL_NOT_VERIFIED', at: 'email' },
    });
  });

  it('keeps the code form open when a code is asked again too soon, with the wait in words', async () => {
    const member = await createMember(t.app);
    const post = visitor();
    await post('/ko/unlock', { email: member.email });
    const soon = await post('/ko/unlock', { email: member.email });
    expect(soon.statusCode).toBe(429);
    const state = formStateOf<RecoveryFormState>(soon, 'unlock');
    expect(state?.error).toMatchObject({ code: 'EMAIL_CODE_COOLDOWN', at: 'email' });
    expect(state?.error?.retryAfterSeconds).toBeGreaterThan(0);
    expect(state?.sent).toBe(true);
  });

  it('signs up step by step and signs the new member in, the details kept through a refusal', async () => {
    const email = uniqueEmail('posted');
    const phoneNumber = uniquePhone();
    const post = visitor();
    const before = smtp.mails.length;
    expect((await post('/ko/signup', { email })).statusCode).toBe(200);
    const code = await codeTo(email, before);
    const verified = await post('/ko/signup', { email, code });
    const verificationToken = formStateOf<SignUpFormState>(verified, 'signup')?.verificationToken ?? '';
    expect(verificationToken).not.toBe('');

    const details = {
      email,
      verificationToken,
      password: 'Blue!Harbor42',
      passwordConfirm: 'Blue!Harbor42',
      name: '홍길동',
      phoneNumber,
      phoneRegion: 'KR',
      memberType: 'PASTOR',
      agreeService: 'on',
      agreePrivacy: 'on',
    };
    const refused = await post('/ko/signup', details);
    expect(refused.statusCode).toBe(400);
    expect(formStateOf<SignUpFormState>(refused, 'signup')).toMatchObject({
      verificationToken,
      details: { name: '홍길동', memberType: 'PASTOR', agreeService: true },
      detailsError: { code: 'VALIDATION_FAILED', fields: { churchAffiliation: 'REQUIRED' } },
    });
    expect(refused.body).not.toContain('Blue!Harbor42');

    const done = await post('/ko/signup', { ...details, churchAffiliation: '서울교회' });
    expect(done.statusCode).toBe(200);
    expect(formStateOf<SignUpFormState>(done, 'signup')).toEqual({ email, signedIn: true });
    const session = sessionOf(done);
    expect(session?.next).toBe('/ko/my?welcome=1');
    const me = await clientOf(t.app, { token: new Map(session?.entries).get('accessToken') }).get('/api/me');
    expect(me.json()).toMatchObject({ email, name: '홍길동', churchAffiliation: '서울교회' });
  });

  it('sends a sign-up back to the verification when its address is taken', async () => {
    const member = await createMember(t.app);
    const res = await postForm(t.app, '/en/signup', { email: member.email });
    expect(res.statusCode).toBe(409);
    expect(formStateOf<SignUpFormState>(res, 'signup')).toMatchObject({
      error: { code: 'EMAIL_ALREADY_REGISTERED', at: 'email' },
    });
  });
});
