import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '#server/app';
import { createTestApp, type TestApp } from '#server/test/app';
import { startSmtpCapture, type SmtpCapture } from '#server/test/smtp';
import { createMember, type TestMember } from '#server/test/members';
import { clientOf, type Client } from '#server/test/accounts';
import { users } from '../users/users.table';

const WRONG = 'Wrong!Password1';

describe('sign-in and the per-account lock', () => {
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

  const signin = (client: Client, email: string, password: string) =>
    client.post('/api/auth/signin', { email, password });
  const row = async (id: number) => (await t.app.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

  it('answers the right password with both tokens, the name, the role and pwdChange false', async () => {
    const member = await createMember(t.app, { name: 'Kim Minji' });
    const res = await signin(clientOf(t.app), member.email.toUpperCase(), member.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'pwdChange', 'refreshToken', 'role', 'username']);
    expect(body).toMatchObject({ username: 'Kim Minji', role: 'USER', pwdChange: false });
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(32);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts wrong passwords (failedCount n of maxFailures 10) and a right one resets the count', async () => {
    const member = await createMember(t.app);
    const client = clientOf(t.app);
    for (const n of [1, 2, 3]) {
      const res = await signin(client, member.email, WRONG);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'BAD_CREDENTIALS', failedCount: n, maxFailures: 10 });
    }
    expect((await signin(client, member.email, member.password)).statusCode).toBe(200);
    const after = await signin(client, member.email, WRONG);
    expect(after.json()).toMatchObject({ code: 'BAD_CREDENTIALS', failedCount: 1, maxFailures: 10 });
  });

  it('answers an unknown e-mail with BAD_CREDENTIALS and no count', async () => {
    const res = await signin(clientOf(t.app), 'nobody-here@example.com', WRONG);
    expect(res.statusCode).toBe(401);
    const body = res.json();
    expect(body.code).toBe('BAD_CREDENTIALS');
    expect(body).not.toHaveProperty('failedCount');
    expect(body).not.toHaveProperty('maxFailures');
  });

  describe('the lock', () => {
    let member: TestMember;
    beforeAll(async () => {
      member = await createMember(t.app, { language: 'ja', name: '山田花子' });
    });

    it('comes with the 11th wrong password (423), and the owner is mailed in their language', async () => {
      // The request is in English; the mail follows the member's own language.
      const client = clientOf(t.app, { lang: 'en' });
      for (let n = 1; n <= 10; n += 1) {
        const res = await signin(client, member.email, WRONG);
        expect(res.statusCode).toBe(401);
        expect(res.json().failedCount).toBe(n);
      }
      const eleventh = await signin(client, member.email, WRONG);
      expect(eleventh.statusCode).toBe(423);
      expect(eleventh.json().code).toBe('ACCOUNT_LOCKED');
      expect(eleventh.json().message).toMatch(/locked/i);

      const mail = await smtp.waitFor(member.email);
      expect(mail.subject).toContain('ロック');
      expect(mail.text).toContain('山田花子');
      const link = `https://atrium.test/ja/unlock?email=${encodeURIComponent(member.email)}`;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    });

    it('refuses even the right password once locked, and further wrong ones do not count', async () => {
      const client = clientOf(t.app);
      const right = await signin(client, member.email, member.password);
      expect(right.statusCode).toBe(423);
      expect(right.json().code).toBe('ACCOUNT_LOCKED');
      expect((await signin(client, member.email, WRONG)).statusCode).toBe(423);
      expect((await row(member.id)).failedLoginCount).toBe(11);
      expect(mailsTo(member.email)).toHaveLength(1);
    });

    it('survives a restart: a second server on the same database still answers 423', async () => {
      const second = await buildApp(t.config, { database: t.database, logger: false });
      try {
        await second.ready();
        const res = await signin(clientOf(second), member.email, member.password);
        expect(res.statusCode).toBe(423);
        expect(res.json().code).toBe('ACCOUNT_LOCKED');
      } finally {
        await second.close();
      }
    });
  });

  it('does not lock when the right password comes after ten wrong ones', async () => {
    const member = await createMember(t.app);
    const client = clientOf(t.app);
    for (let n = 1; n <= 10; n += 1) await signin(client, member.email, WRONG);
    expect((await signin(client, member.email, member.password)).statusCode).toBe(200);
    expect((await signin(client, member.email, WRONG)).json().failedCount).toBe(1);
  });

  it('counts exactly under concurrent wrong passwords: 1 to 10 once each, the rest refused or locked, one mail', async () => {
    const member = await createMember(t.app);
    const replies: Awaited<ReturnType<typeof signin>>[] = [];
    // Waves of 25 at once (each from an address of its own) until the account is locked.
    for (let wave = 0; wave < 20 && !replies.some((r) => r.statusCode === 423); wave += 1) {
      const batch = Array.from({ length: 25 }, () => signin(clientOf(t.app), member.email, WRONG));
      replies.push(...(await Promise.all(batch)));
    }
    const codes = new Set(replies.map((r) => r.json().code));
    expect([...codes].sort()).toEqual(['ACCOUNT_LOCKED', 'BAD_CREDENTIALS', 'RATE_LIMITED']);
    // Those beyond the checks in flight are refused at once, uncounted, with a short wait.
    for (const r of replies.filter((x) => x.json().code === 'RATE_LIMITED')) {
      expect(r.statusCode).toBe(429);
      expect(r.json().retryAfterSeconds).toBe(1);
    }
    expect(replies.filter((r) => r.json().code === 'ACCOUNT_LOCKED').every((r) => r.statusCode === 423)).toBe(true);
    const counts = replies.map((r) => r.json().failedCount).filter((n) => n !== undefined);
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const stored = await row(member.id);
    expect(stored.failedLoginCount).toBe(11);
    expect(stored.lockedAt).not.toBeNull();
    await smtp.waitFor(member.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(member.email)).toHaveLength(1);
    expect((await signin(clientOf(t.app), member.email, member.password)).statusCode).toBe(423);
  });

  describe('the password-change notice (pwdChange)', () => {
    it('is due when the password is over 90 days old, and a week snooze hides it', async () => {
      const member = await createMember(t.app);
      const client = clientOf(t.app);
      await t.app.database.db
        .update(users)
        .set({ passwordChangedAt: sql`now() - interval '89 days'` })
        .where(eq(users.id, member.id));
      expect((await signin(client, member.email, member.password)).json().pwdChange).toBe(false);

      await t.app.database.db
        .update(users)
        .set({ passwordChangedAt: sql`now() - interval '91 days'` })
        .where(eq(users.id, member.id));
      const due = (await signin(client, member.email, member.password)).json();
      expect(due.pwdChange).toBe(true);

      const snooze = await client.with({ token: due.accessToken }).post('/api/me/password-notice', { snooze: 'week' });
      expect(snooze.statusCode).toBe(204);
      expect((await signin(client, member.email, member.password)).json().pwdChange).toBe(false);

      // The snooze lasts a week, not for ever.
      await t.app.database.db
        .update(users)
        .set({ passwordNoticeSnoozedUntil: sql`now() - interval '1 second'` })
        .where(eq(users.id, member.id));
      expect((await signin(client, member.email, member.password)).json().pwdChange).toBe(true);
    });

    it('accepts only the week snooze', async () => {
      const member = await createMember(t.app);
      const client = clientOf(t.app);
      const { accessToken } = (await signin(client, member.email, member.password)).json();
      const res = await client.with({ token: accessToken }).post('/api/me/password-notice', { snooze: 'forever' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect((await row(member.id)).passwordNoticeSnoozedUntil).toBeNull();
    });
  });

  it('keeps the member language in step with the language they sign in with', async () => {
    const member = await createMember(t.app, { language: 'ko' });
    await signin(clientOf(t.app, { lang: 'fr' }), member.email, member.password);
    expect((await row(member.id)).language).toBe('fr');
  });
});
