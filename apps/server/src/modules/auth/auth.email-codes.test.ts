import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app';
import { createTestApp, type TestApp } from '#server/test/app';
import { startSmtpCapture, type SmtpCapture } from '#server/test/smtp';
import { createMember } from '#server/test/members';
import { clientOf, mailedCode, uniqueEmail } from '#server/test/accounts';
import { emailCodes } from './auth.table';

describe('how many e-mail codes one address can be sent', () => {
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

  /** Codes sent earlier (`ago`, e.g. '50 minutes'), as the send would have stored them. */
  const sentBefore = async (email: string, purpose: string, ...ago: string[]) => {
    for (const interval of ago) {
      await t.app.database.db.insert(emailCodes).values({
        email,
        purpose,
        codeHash: '0'.repeat(64),
        createdAt: sql`now() - ${interval}::interval`,
        expiresAt: sql`now() - ${interval}::interval + interval '10 minutes'`,
      });
    }
  };
  const ask = (email: string, purpose: string, app = t.app) =>
    clientOf(app).post('/api/auth/email/code', { email, purpose });
  const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email)).length;

  it('sends five an hour per address and purpose: the sixth is 429 EMAIL_CODE_LIMIT with the wait, no mail', async () => {
    const email = uniqueEmail('capped');
    await sentBefore(email, 'signup', '50 minutes', '40 minutes', '30 minutes', '20 minutes');
    await mailedCode(clientOf(t.app), smtp, email, 'signup'); // the fifth goes out
    const sent = mailsTo(email);

    const sixth = await ask(email, 'signup');
    expect(sixth.statusCode).toBe(429);
    const body = sixth.json();
    expect(body.code).toBe('EMAIL_CODE_LIMIT');
    expect(body.message).toMatch(/too many codes/i);
    // Until the one of 50 minutes ago is an hour old.
    expect(body.retryAfterSeconds).toBeGreaterThan(590);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(Number(sixth.headers['retry-after'])).toBe(body.retryAfterSeconds);

    // Every server on the database says the same (the count is kept with the codes).
    const second = await buildApp(t.config, { database: t.database, logger: false });
    try {
      await second.ready();
      expect((await ask(email, 'signup', second)).json().code).toBe('EMAIL_CODE_LIMIT');
    } finally {
      await second.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(email)).toBe(sent);
  });

  it('counts each purpose apart, and codes over an hour old no longer count for the hour', async () => {
    const member = await createMember(t.app);
    await sentBefore(member.email, 'reset', '55 minutes', '45 minutes', '35 minutes', '25 minutes', '15 minutes');
    expect((await ask(member.email, 'reset')).json().code).toBe('EMAIL_CODE_LIMIT');
    expect((await ask(member.email, 'unlock')).statusCode).toBe(204);

    const other = await createMember(t.app);
    await sentBefore(other.email, 'reset', '2 hours', '90 minutes', '70 minutes', '61 minutes', '30 minutes');
    expect((await ask(other.email, 'reset')).statusCode).toBe(204);
  });

  it('sends ten a day per address and purpose: the eleventh waits until the oldest is a day old', async () => {
    const member = await createMember(t.app);
    const hoursAgo = [22, 20, 18, 16, 14, 12, 10, 8, 6, 4].map((h) => `${h} hours`);
    await sentBefore(member.email, 'unlock', ...hoursAgo);
    const res = await ask(member.email, 'unlock');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('EMAIL_CODE_LIMIT');
    expect(res.json().retryAfterSeconds).toBeGreaterThan(2 * 3600 - 10);
    expect(res.json().retryAfterSeconds).toBeLessThanOrEqual(2 * 3600);

    // A day later the oldest no longer counts.
    await t.app.database.db
      .update(emailCodes)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${emailCodes.email} = ${member.email} and ${emailCodes.createdAt} < now() - interval '21 hours'`);
    expect((await ask(member.email, 'unlock')).statusCode).toBe(204);
  });
});
