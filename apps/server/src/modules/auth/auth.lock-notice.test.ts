import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app';
import { startSmtpCapture, type SmtpCapture } from '#server/test/smtp';
import { createMember, tokenFor } from '#server/test/members';
import { clientOf, verifiedToken } from '#server/test/accounts';
import { auditLog } from '../audit/audit.table';

const WRONG = 'Wrong!Password1';

describe('the lock notice', () => {
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

  it('mails the owner the unlock link at once and shows the lock in the audit log, once', async () => {
    const member = await createMember(t.app, { language: 'fr', name: 'Claire Dubois' });
    const attacker = clientOf(t.app);
    for (let n = 1; n <= 10; n += 1) {
      expect((await attacker.post('/api/auth/signin', { email: member.email, password: WRONG })).statusCode).toBe(401);
    }
    expect(smtp.mails.filter((m) => m.to.includes(member.email))).toHaveLength(0);
    const locked = await attacker.post('/api/auth/signin', { email: member.email, password: WRONG });
    expect(locked.statusCode).toBe(423);

    // The mail is sent before the 423 answers: it is already there, in the member's language.
    const mail = smtp.mails.find((m) => m.to.includes(member.email));
    expect(mail?.text).toContain(`https://atrium.test/fr/unlock?email=${encodeURIComponent(member.email)}`);
    expect(mail?.text).toContain('Claire Dubois');

    const admin = clientOf(t.app, { token: await tokenFor(t.app, 'ADMIN') });
    const log = await admin.get('/api/admin/audit?action=account.lock');
    expect(log.statusCode).toBe(200);
    expect(log.json().items).toEqual([
      expect.objectContaining({
        action: 'account.lock',
        actor: { id: null, email: member.email },
        targetType: 'user',
        targetId: String(member.id),
        details: { failedCount: 11 },
      }),
    ]);
    // The row keeps the address the guesses came from, for staff who look into it.
    const [row] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.action, 'account.lock'));
    expect(row?.ip).toBe(attacker.ip);

    // Further attempts on the locked account neither mail nor log again.
    await attacker.post('/api/auth/signin', { email: member.email, password: member.password });
    expect(smtp.mails.filter((m) => m.to.includes(member.email))).toHaveLength(1);
    expect((await admin.get('/api/admin/audit?action=account.lock')).json().items).toHaveLength(1);
  });

  it('keeps no address on the lock row once the member deletes the account', async () => {
    const member = await createMember(t.app);
    const client = clientOf(t.app);
    for (let n = 1; n <= 11; n += 1) await client.post('/api/auth/signin', { email: member.email, password: WRONG });
    const newPassword = 'Fresh!Harbor73';
    const verificationToken = await verifiedToken(client, smtp, member.email, 'unlock');
    const unlocked = await client.post('/api/auth/unlock', { email: member.email, verificationToken, newPassword });
    expect(unlocked.statusCode).toBe(204);
    const { accessToken } = (
      await client.post('/api/auth/signin', { email: member.email, password: newPassword })
    ).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { authorization: `Bearer ${accessToken}`, 'x-forwarded-for': client.ip },
      payload: { password: newPassword },
    });
    expect(deleted.statusCode).toBe(204);

    const admin = clientOf(t.app, { token: await tokenFor(t.app, 'ADMIN') });
    const rows = (await admin.get('/api/admin/audit?action=account.lock')).json().items;
    const row = rows.find((r: { targetId: string }) => r.targetId === String(member.id));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(member.email);
  });
});
