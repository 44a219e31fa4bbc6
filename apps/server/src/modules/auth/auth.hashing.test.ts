import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { createMember } from '#server/test/members';
import { clientOf, verifiedToken } from '#server/test/accounts';
import { startSmtpCapture, type SmtpCapture } from '#server/test/smtp';
import type * as PasswordHash from '../users/password-hash';

/** Counts the password checks and hashes that reach the hasher (the real one still runs). */
const hasher = vi.hoisted(() => ({ checks: 0, hashes: 0 }));
vi.mock('../users/password-hash', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordHash>();
  return {
    ...real,
    verifyPassword: (passwordHash: string, password: string) => {
      hasher.checks += 1;
      return real.verifyPassword(passwordHash, password);
    },
    hashPassword: (password: string) => {
      hasher.hashes += 1;
      return real.hashPassword(password);
    },
  };
});

const WRONG = 'Wrong!Password1';

describe('password checks one client can put on the hasher', () => {
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

  const signin = (email: string, password: string, ip?: string) =>
    clientOf(t.app, ip ? { ip } : {}).post('/api/auth/signin', { email, password });

  it('20 concurrent wrong passwords for one account: most refused unhashed (429), another member signs in', async () => {
    const target = await createMember(t.app);
    const other = await createMember(t.app);
    const before = hasher.checks;
    // From twenty addresses: only the account's bound applies.
    const [replies, otherReply] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => signin(target.email, WRONG))),
      signin(other.email, other.password),
    ]);
    const limited = replies.filter((r) => r.json().code === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThanOrEqual(15);
    for (const r of limited) {
      expect(r.statusCode).toBe(429);
      expect(r.json().retryAfterSeconds).toBe(1);
      expect(r.headers['retry-after']).toBe('1');
    }
    const checked = replies.filter((r) => r.json().code === 'BAD_CREDENTIALS');
    expect(checked.length + limited.length).toBe(20);
    // Only the checked ones were hashed (plus the other member's) and counted.
    expect(hasher.checks - before).toBe(checked.length + 1);
    expect(checked.map((r) => r.json().failedCount).sort()).toEqual(
      Array.from({ length: checked.length }, (_, i) => i + 1),
    );
    expect(otherReply.statusCode).toBe(200);

    // Once the burst is over, the account answers as usual.
    const next = await signin(target.email, WRONG);
    expect(next.json()).toMatchObject({ code: 'BAD_CREDENTIALS', failedCount: checked.length + 1 });
  });

  it('20 concurrent sign-ins from one address to many accounts: most refused unhashed (429)', async () => {
    const ip = '192.0.2.77';
    const before = hasher.checks;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signin(`nobody${i}@example.com`, WRONG, ip)),
    );
    const limited = replies.filter((r) => r.statusCode === 429 && r.json().code === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThanOrEqual(15);
    expect(hasher.checks - before).toBe(20 - limited.length);
    // Refused checks are no failures: the address is far from its block.
    const member = await createMember(t.app);
    expect((await signin(member.email, member.password, ip)).statusCode).toBe(200);
  });

  it('20 concurrent password resets with one verification token: most refused unhashed (429), one reset', async () => {
    const member = await createMember(t.app);
    const token = await verifiedToken(clientOf(t.app), smtp, member.email, 'reset');
    const before = { checks: hasher.checks, hashes: hasher.hashes };
    const body = { email: member.email, verificationToken: token, newPassword: 'Quiet!River88' };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => clientOf(t.app).post('/api/auth/password/reset', body)),
    );
    const limited = replies.filter((r) => r.statusCode === 429 && r.json().code === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThanOrEqual(15);
    expect(replies.filter((r) => r.statusCode === 204)).toHaveLength(1);
    const worked = 20 - limited.length;
    expect(hasher.checks - before.checks).toBe(worked);
    expect(hasher.hashes - before.hashes).toBe(worked);
    expect((await signin(member.email, 'Quiet!River88')).statusCode).toBe(200);
  });
});
