import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientOf, type Client } from '#server/test/accounts';
import { softAuthenticator } from '#server/test/soft-authenticator';
import { enrolTotp, signedInMember, twoFactorSuite } from '#server/test/two-factor';
import { users } from '../users/users.table';

const WRONG = 'Not!MyPassword1';

/** The password asked again to turn two-factor off or remove a passkey: a counted, bounded guess. */
describe('the password of the two-factor removals', () => {
  const s = twoFactorSuite();

  /** A member with TOTP and one passkey, signed in on one device. */
  async function withPasskey() {
    const { member, client } = await signedInMember(s.app);
    const { secret } = await enrolTotp(client, s.clock);
    const options = (await client.post('/api/me/mfa/passkeys/options')).json();
    const added = await client.post('/api/me/mfa/passkeys', {
      name: 'Laptop',
      response: softAuthenticator('https://atrium.test').create(options),
    });
    expect(added.statusCode).toBe(201);
    return { member, client, secret, passkeyId: added.json().id as number };
  }

  const removeMfa = (client: Client, password: string, code = '123456') =>
    client.del('/api/me/mfa', { password, code });
  const removePasskey = (client: Client, id: number, password: string, code = '123456') =>
    client.del(`/api/me/mfa/passkeys/${id}`, { password, code });

  it('answers the same to a right and a wrong password when two-factor is off, and counts neither', async () => {
    const { member, client } = await signedInMember(s.app);
    for (const password of [member.password, WRONG]) {
      for (const res of [await removeMfa(client, password), await removePasskey(client, 1, password)]) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual(expect.objectContaining({ code: 'MFA_NOT_ENABLED' }));
        expect(res.json().failedCount).toBeUndefined();
      }
    }
    const [row] = await s.app.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.failedLoginCount).toBe(0);
  });

  it('counts wrong passwords with the sign-in failures: the 11th locks, ends that session and mails the owner', async () => {
    const { member, client, passkeyId } = await withPasskey();
    for (let n = 1; n <= 10; n += 1) {
      const res = n % 2 ? await removeMfa(client, WRONG) : await removePasskey(client, passkeyId, WRONG);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', failedCount: n, maxFailures: 10 });
    }
    const eleventh = await removeMfa(client, WRONG);
    expect(eleventh.statusCode).toBe(423);
    expect(eleventh.json().code).toBe('ACCOUNT_LOCKED');
    expect((await client.get('/api/me')).statusCode).toBe(402);
    const signin = await clientOf(s.app).post('/api/auth/signin', { email: member.email, password: member.password });
    expect(signin.statusCode).toBe(423);
    const mail = await s.smtp.waitFor(member.email, (m) => m.text.includes('/unlock?email='));
    expect(mail.text).toContain('11');
  });

  it('takes a right password as a right sign-in password: the count starts again', async () => {
    const { member, client, secret } = await withPasskey();
    expect((await removeMfa(client, WRONG)).json().failedCount).toBe(1);
    s.clock.tick();
    expect((await removeMfa(client, member.password, s.clock.codeFor(secret))).statusCode).toBe(204);
    const [row] = await s.app.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.failedLoginCount).toBe(0);
  });

  it('checks at most two passwords of one account at once: guesses fired together are mostly 429', async () => {
    const { member, client, passkeyId } = await withPasskey();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? removeMfa(client, WRONG) : removePasskey(client, passkeyId, WRONG),
      ),
    );
    const limited = replies.filter((r) => r.statusCode === 429 && r.json().code === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThanOrEqual(15);
    // Only the checked ones were counted, each once.
    const counted = replies.map((r) => r.json().failedCount).filter((n) => n !== undefined);
    expect(counted.length).toBe(20 - limited.length);
    const [row] = await s.app.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.failedLoginCount).toBe(counted.length);
  });
});
