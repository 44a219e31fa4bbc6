import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app';
import { clientOf, signupBody, uniqueEmail, uniquePhone, verifiedToken } from '#server/test/accounts';
import { startSmtpCapture, type SmtpCapture } from '#server/test/smtp';
import { callAs, signedIn } from '#server/test/factories/people';
import { createEvent, seoul, setNow } from '#server/test/factories/events';
import { users } from '../users/users.table';
import { userTotp, mfaRecoveryCodes } from '../mfa/mfa.table';
import { userPasskeys } from '../mfa/passkey.table';
import { eventCheckIns } from '../events/events.table';
import { verificationTokens } from '../auth/auth.table';
import { sha256 } from '#server/lib/secrets';

describe('members’ data rights: signed in at sign-up, export, deletion', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let eventId = 0;
  let staff: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    staff = (await signedIn(t, 'ADMIN')).token;
    eventId = await createEvent(t, staff, { startDate: '2026-03-01' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Signs up through the API (e-mail verified): the reply, the e-mail and the phone used. */
  async function signUp() {
    const email = uniqueEmail();
    const phoneNumber = uniquePhone();
    const client = clientOf(t.app);
    const token = await verifiedToken(client, smtp, email, 'signup');
    const res = await client.post('/api/auth/signup', signupBody(email, token, { phoneNumber }));
    return { res, email, phoneNumber };
  }

  async function checkIn(token: string, day: number) {
    setNow(t, seoul(`2026-03-0${day}T10:00:00`));
    expect((await callAs(t, token)('POST', `/api/events/${eventId}/check-in`)).statusCode).toBe(201);
  }

  it('signs the member in at sign-up: 201 with a working token pair', async () => {
    const { res } = await signUp();
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ id: expect.any(Number), username: '홍길동', role: 'USER' });
    const me = await callAs(t, body.accessToken)('GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.id);
    const refreshed = await clientOf(t.app).post('/api/auth/signin/refresh', { refreshToken: body.refreshToken });
    expect(refreshed.statusCode).toBe(200);
  });

  it('exports everything held about the member as a dated JSON attachment, without secrets', async () => {
    const { res } = await signUp();
    const { accessToken, id } = res.json();
    await checkIn(accessToken, 1);
    await t.app.database.db.insert(userTotp).values({ userId: id, secretEncrypted: 'ENCRYPTED-SECRET-VALUE' });
    await t.app.database.db.insert(mfaRecoveryCodes).values({ userId: id, codeHash: 'f'.repeat(64) });

    const exported = await callAs(t, accessToken)('GET', '/api/me/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^application\/json/);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="atrium-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(exported.headers['cache-control']).toBe('private, no-store');
    const data = exported.json();
    expect(Object.keys(data).sort()).toEqual(
      [
        'checkIns',
        'consents',
        'exportedAt',
        'giftsReceived',
        'profile',
        'quizAttempts',
        'readingPositions',
        'sessions',
        'twoFactor',
      ].sort(),
    );
    expect(data.profile).toMatchObject({ id, name: '홍길동', phoneRegion: 'KR', memberType: 'GENERAL' });
    expect(data.consents).toEqual([
      expect.objectContaining({ kind: 'terms', termsVersion: expect.any(String), agreedAt: expect.any(String) }),
      expect.objectContaining({ kind: 'privacy', termsVersion: expect.any(String) }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ createdAt: expect.any(String), revokedAt: null });
    expect(data.checkIns).toEqual([expect.objectContaining({ eventId, day: 1 })]);
    expect(exported.body).not.toMatch(/argon2|passwordHash|password_hash|tokenHash|ENCRYPTED-SECRET|f{64}|codeHash/);
  });

  it('gives a member five exports an hour: the 6th is 429 TOO_MANY_REQUESTS with the wait, another member is not held', async () => {
    const member = callAs(t, (await signUp()).res.json().accessToken);
    for (let i = 0; i < 5; i += 1) expect((await member('GET', '/api/me/export')).statusCode).toBe(200);
    const over = await member('GET', '/api/me/export');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) });
    expect(over.json().retryAfterSeconds).toBeGreaterThan(60 * 59);
    expect(over.headers['retry-after']).toBe(String(over.json().retryAfterSeconds));
    const other = callAs(t, (await signUp()).res.json().accessToken);
    expect((await other('GET', '/api/me/export')).statusCode).toBe(200);
  });

  it('refuses a wrong password: 400 CURRENT_PASSWORD_WRONG, nothing changes', async () => {
    const { res, email } = await signUp();
    const { accessToken, refreshToken } = res.json();
    const wrong = await callAs(t, accessToken)('DELETE', '/api/me', { password: 'Not!The9Password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_WRONG');
    const missing = await callAs(t, accessToken)('DELETE', '/api/me', {});
    expect(missing.statusCode).toBe(400);
    expect((await callAs(t, accessToken)('GET', '/api/me')).json()).toMatchObject({ email, name: '홍길동' });
    const refreshed = await clientOf(t.app).post('/api/auth/signin/refresh', { refreshToken });
    expect(refreshed.statusCode).toBe(200);
  });

  it('keeps the last administrator: 409 LAST_ADMIN, nothing changes', async () => {
    const me = (await callAs(t, staff)('GET', '/api/me')).json();
    // Leave this test's admin as the only one (the install's bootstrap admin becomes a manager).
    await t.app.database.db
      .update(users)
      .set({ role: 'MANAGER' })
      .where(and(eq(users.role, 'ADMIN'), ne(users.id, me.id)));
    const res = await callAs(t, staff)('DELETE', '/api/me', { password: 'Correct!Horse9' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMIN');
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ deletedAt: null, role: 'ADMIN', email: me.email });
    expect((await callAs(t, staff)('GET', '/api/me')).statusCode).toBe(200);
  });

  it('deletes at once: sessions and personal data gone, attendance and statistics unchanged, address reusable', async () => {
    const { res, email, phoneNumber } = await signUp();
    const { accessToken, refreshToken, id } = res.json();
    const other = await signedIn(t);
    await checkIn(accessToken, 2);
    await checkIn(accessToken, 3);
    await checkIn(other.token, 3);
    await t.app.database.db.insert(userTotp).values({ userId: id, secretEncrypted: 'x' });
    await t.app.database.db
      .insert(userPasskeys)
      .values({ userId: id, credentialId: `cred-${id}`, publicKey: 'pk', name: 'Phone' });

    const attendance = () => callAs(t, staff)('GET', `/api/admin/event/attendance?eventId=${eventId}`);
    const before = (await attendance()).json();
    const [membersBefore] = await t.app.database.db.select({ n: count() }).from(users);

    const res204 = await callAs(t, accessToken)('DELETE', '/api/me', { password: 'Blue!Harbor42' });
    expect(res204.statusCode).toBe(204);

    // Signed out everywhere: the access token and the refresh token are refused.
    expect((await callAs(t, accessToken)('GET', '/api/me')).json().code).toBe('INVALID_TOKEN');
    const refreshed = await clientOf(t.app).post('/api/auth/signin/refresh', { refreshToken });
    expect(refreshed.statusCode).toBeGreaterThanOrEqual(400);
    expect(refreshed.json().code).toMatch(/INVALID_(REFRESH_)?TOKEN/);
    const signin = await clientOf(t.app).post('/api/auth/signin', { email, password: 'Blue!Harbor42' });
    expect(signin.json().code).toBe('BAD_CREDENTIALS');

    // Personal data erased; the row stays only as an anonymous tombstone; MFA rows gone.
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: '', phoneNumber: null, churchAffiliation: null, phoneRegion: 'KR' });
    expect(row?.email).not.toContain(email.split('@')[0]);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await t.app.database.db.select().from(userTotp).where(eq(userTotp.userId, id))).toEqual([]);
    expect(await t.app.database.db.select().from(userPasskeys).where(eq(userPasskeys.userId, id))).toEqual([]);

    // Attendance and statistics are what they were.
    const after = (await attendance()).json();
    expect(after.total).toBe(before.total);
    expect(after.items.map((r: { count: number }) => r.count)).toEqual(
      before.items.map((r: { count: number }) => r.count),
    );
    const shown = after.items.find((r: { memberId: number }) => r.memberId === id);
    expect(shown).toMatchObject({ deleted: true, name: '', email: '', phone: null, count: 2 });
    const checkIns = await t.app.database.db
      .select({ n: count() })
      .from(eventCheckIns)
      .where(eq(eventCheckIns.eventId, eventId));
    expect(checkIns[0]?.n).toBe(4);
    const countries = (await callAs(t, staff)('GET', '/api/admin/users/country')).json();
    expect(countries.total).toBe(membersBefore?.n);
    expect(countries.deleted).toBeGreaterThanOrEqual(1);

    // Not in the member lists, nor found by its old address.
    const list = (await callAs(t, staff)('GET', '/api/admin/users?size=100')).json();
    expect(list.items.map((u: { id: number }) => u.id)).not.toContain(id);
    expect((await callAs(t, staff)('GET', `/api/admin/users/${id}`)).statusCode).toBe(404);

    // Audited under the tombstone, and confirmed by e-mail to the erased address.
    const audit = (await callAs(t, staff)('GET', '/api/admin/audit?action=member.delete')).json();
    const entry = audit.items.find((a: { targetId: string }) => a.targetId === String(id));
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toContain(email);
    const mail = await smtp.waitFor(email, (m) => /deleted|탈퇴/.test(m.subject));
    expect(mail.text).toContain('홍길동');

    // The same e-mail and phone can sign up again, as a new account. (The verification token is
    // stored directly: the 30-second cooldown on codes to one address is not what is tested here.)
    const token = 'fresh-verification-token-for-the-same-address';
    await t.app.database.db.insert(verificationTokens).values({
      email,
      purpose: 'signup',
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const again = await clientOf(t.app).post('/api/auth/signup', signupBody(email, token, { phoneNumber }));
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(id);
  });
});
