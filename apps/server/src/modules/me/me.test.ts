import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { eq } from 'drizzle-orm';
import { createMember, nextIp, signIn, type TestMember } from '#server/test/members';
import { clientOf, type Client } from '#server/test/accounts';
import { startSmtpCapture, type SmtpCapture } from '#server/test/smtp';
import { users } from '../users/users.table';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('/api/me: the signed-in member', () => {
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

  /** Signs in from a device of its own and returns a client holding its access token. */
  const device = async (member: TestMember, userAgent?: string, ip?: string) => {
    const client = clientOf(t.app, { ...(userAgent ? { userAgent } : {}), ...(ip ? { ip } : {}) });
    const res = await client.post('/api/auth/signin', { email: member.email, password: member.password });
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken } = res.json();
    return { client: client.with({ token: accessToken }) as Client, refreshToken: refreshToken as string };
  };

  describe('the profile', () => {
    it('shows the member fields and nothing secret', async () => {
      const member = await createMember(t.app, { name: 'Park Jiwoo', language: 'en' });
      const { client } = await device(member);
      const res = await client.get('/api/me');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(
        [
          'blessingGroup',
          'churchAffiliation',
          'createdAt',
          'email',
          'id',
          'language',
          'memberType',
          'name',
          'phoneNumber',
          'phoneRegion',
          'role',
        ].sort(),
      );
      expect(body).toMatchObject({ id: member.id, email: member.email, name: 'Park Jiwoo', role: 'USER' });
      expect(res.body).not.toMatch(/argon2|passwordHash|failedLogin|token/i);
    });

    it('is updated with the phone normalized to E.164 and its region; e-mail stays', async () => {
      const member = await createMember(t.app);
      const { client } = await device(member);
      const res = await client.put('/api/me', {
        name: '  Tanaka Yui ',
        phoneNumber: '090-1234-5678',
        phoneRegion: 'JP',
        memberType: 'BLESSED_FAMILY',
        churchAffiliation: 'Tokyo Church',
        blessingGroup: '30,000 couples',
        email: 'attempt-to-change@example.com',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email: member.email,
        name: 'Tanaka Yui',
        phoneNumber: '+819012345678',
        phoneRegion: 'JP',
        memberType: 'BLESSED_FAMILY',
        churchAffiliation: 'Tokyo Church',
        blessingGroup: '30,000 couples',
      });
      expect((await client.get('/api/me')).json().phoneNumber).toBe('+819012345678');

      // Back to GENERAL: the type-specific fields go.
      const general = await client.put('/api/me', {
        name: 'Tanaka Yui',
        phoneNumber: '+81 90 1234 5678',
        memberType: 'GENERAL',
        churchAffiliation: 'Tokyo Church',
      });
      expect(general.json()).toMatchObject({ churchAffiliation: null, blessingGroup: null, phoneRegion: 'JP' });
    });

    it('validates the fields', async () => {
      const member = await createMember(t.app);
      const { client } = await device(member);
      const fields = async (body: Record<string, unknown>) => {
        const res = await client.put('/api/me', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
        return res.json().fields;
      };
      expect(await fields({ name: 'X', phoneNumber: '010-12', memberType: 'GENERAL' })).toEqual({
        phoneNumber: 'INVALID_PHONE',
      });
      expect(await fields({ name: '', phoneNumber: '010-1234-5678', memberType: 'GENERAL' })).toEqual({
        name: 'REQUIRED',
      });
      expect(await fields({ name: 'X', phoneNumber: '010-1234-5678', memberType: 'PASTOR' })).toEqual({
        churchAffiliation: 'REQUIRED',
      });
      expect(await fields({ name: 'X', phoneNumber: '010-1234-5678', memberType: 'KING' })).toHaveProperty(
        'memberType',
      );
    });

    it("refuses another member's phone number with 409 PHONE_ALREADY_REGISTERED", async () => {
      const owner = await createMember(t.app);
      const member = await createMember(t.app);
      const { client } = await device(member);
      const national = `0${owner.phoneNumber.slice(3, 5)}-${owner.phoneNumber.slice(5, 9)}-${owner.phoneNumber.slice(9)}`;
      const res = await client.put('/api/me', { name: 'X', phoneNumber: national, memberType: 'GENERAL' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PHONE_ALREADY_REGISTERED');
      expect((await client.get('/api/me')).json().phoneNumber).not.toBe(owner.phoneNumber);
      // Keeping one's own number is fine.
      const own = await client.put('/api/me', {
        name: 'X',
        phoneNumber: (await client.get('/api/me')).json().phoneNumber,
        memberType: 'GENERAL',
      });
      expect(own.statusCode).toBe(200);
    });
  });

  it('takes at most 10 profile changes in 10 minutes: the 11th is 429 RATE_LIMITED and changes nothing', async () => {
    const member = await createMember(t.app);
    const { client } = await device(member);
    // What a phone-number prober does: try numbers and read 200 or 409.
    let name = '';
    for (let i = 0; i < 10; i += 1) {
      const res = await client.put('/api/me', {
        name: `Probe ${i}`,
        phoneNumber: `010-5${String(i).padStart(3, '0')}-${String(1000 + i)}`,
        memberType: 'GENERAL',
      });
      expect([200, 409]).toContain(res.statusCode);
      if (res.statusCode === 200) name = res.json().name;
    }
    const over = await client.put('/api/me', { name: 'Probe 10', phoneNumber: '010-5999-2000', memberType: 'GENERAL' });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(over.json().retryAfterSeconds).toBeGreaterThan(500);
    expect(over.json().retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(Number(over.headers['retry-after'])).toBe(over.json().retryAfterSeconds);
    expect((await client.get('/api/me')).json().name).toBe(name);
    // Another member is not held back.
    const someone = await device(await createMember(t.app));
    const own = await someone.client.put('/api/me', {
      name: 'Free',
      phoneNumber: '010-5888-3000',
      memberType: 'GENERAL',
    });
    expect(own.statusCode).toBe(200);
  });

  describe('the password change', () => {
    const WRONG = 'Not!MyPassword1';
    const change = (client: Client, currentPassword: string) =>
      client.put('/api/me/password', { currentPassword, newPassword: 'Fresh!Meadow77' });

    it('counts wrong current passwords with the sign-in failures of the account', async () => {
      const member = await createMember(t.app);
      const { client } = await device(member);
      for (const n of [1, 2, 3]) {
        const res = await change(client, WRONG);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', failedCount: n, maxFailures: 10 });
      }
      const signin = await clientOf(t.app).post('/api/auth/signin', { email: member.email, password: WRONG });
      expect(signin.json()).toMatchObject({ code: 'BAD_CREDENTIALS', failedCount: 4 });
    });

    it('locks the account on the 11th wrong current password: 423, that session ended, one mail', async () => {
      const member = await createMember(t.app, { language: 'es', name: 'Lucía' });
      const { client } = await device(member);
      const other = await device(member);
      // The mail goes out in the member's language (kept in step with their last sign-in).
      await clientOf(t.app, { lang: 'es' }).post('/api/auth/signin', {
        email: member.email,
        password: member.password,
      });
      for (let n = 1; n <= 10; n += 1) {
        expect((await change(client, WRONG)).json()).toMatchObject({ failedCount: n });
      }
      const eleventh = await change(client, WRONG);
      expect(eleventh.statusCode).toBe(423);
      expect(eleventh.json().code).toBe('ACCOUNT_LOCKED');
      expect((await client.get('/api/me')).statusCode).toBe(402);

      const mail = await smtp.waitFor(member.email);
      expect(mail.subject).toMatch(/bloqueada/i);
      expect(mail.text).toContain('Lucía');
      expect(mail.text).toContain(`https://atrium.test/es/unlock?email=${encodeURIComponent(member.email)}`);

      // Locked for every way in: the right password signs in no more, nor changes the password.
      const right = await clientOf(t.app).post('/api/auth/signin', { email: member.email, password: member.password });
      expect(right.statusCode).toBe(423);
      expect((await change(other.client, member.password)).statusCode).toBe(423);
      const [row] = await t.app.database.db.select().from(users).where(eq(users.id, member.id));
      expect(row?.failedLoginCount).toBe(11);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.filter((m) => m.to.includes(member.email))).toHaveLength(1);
    });

    it('answers guesses fired together with one session mostly 429 RATE_LIMITED, counting only those checked', async () => {
      const member = await createMember(t.app);
      const { client } = await device(member);
      const replies = await Promise.all(Array.from({ length: 20 }, () => change(client, WRONG)));
      const limited = replies.filter((r) => r.statusCode === 429 && r.json().code === 'RATE_LIMITED');
      expect(limited.length).toBeGreaterThanOrEqual(15);
      expect(limited.every((r) => r.json().retryAfterSeconds === 1)).toBe(true);
      const counted = replies.map((r) => r.json().failedCount).filter((n) => n !== undefined);
      expect(counted.length).toBe(20 - limited.length);
      const [row] = await t.app.database.db.select().from(users).where(eq(users.id, member.id));
      expect(row?.failedLoginCount).toBe(counted.length);
    });

    it('counts wrong current passwords toward the address block of sign-in', async () => {
      const ip = nextIp();
      const member = await createMember(t.app);
      const { client } = await device(member, undefined, ip);
      const signinFrom = (email: string, password: string) =>
        clientOf(t.app, { ip }).post('/api/auth/signin', { email, password });
      for (let i = 0; i < 30; i += 1) await signinFrom(`nobody${i}@example.com`, WRONG);
      expect((await change(client, WRONG)).json().code).toBe('CURRENT_PASSWORD_WRONG'); // the 31st failure
      const blocked = await signinFrom(member.email, member.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('LOGIN_BLOCKED');
      const again = await change(client, member.password);
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('LOGIN_BLOCKED');
    });

    it('needs the right current password', async () => {
      const member = await createMember(t.app);
      const { client } = await device(member);
      const res = await client.put('/api/me/password', {
        currentPassword: 'Not!MyPassword1',
        newPassword: 'Fresh!Meadow77',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CURRENT_PASSWORD_WRONG');
      expect((await client.get('/api/me')).statusCode).toBe(200);
    });

    it('refuses the same password, and the password rules apply', async () => {
      const member = await createMember(t.app);
      const { client } = await device(member);
      const same = await client.put('/api/me/password', {
        currentPassword: member.password,
        newPassword: member.password,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().code).toBe('PASSWORD_SAME_AS_OLD');
      const common = await client.put('/api/me/password', {
        currentPassword: member.password,
        newPassword: 'Qwerty123!',
      });
      expect(common.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { newPassword: 'PASSWORD_COMMON' } });
      const weak = await client.put('/api/me/password', { currentPassword: member.password, newPassword: 'abc' });
      expect(weak.json().fields).toEqual({ newPassword: 'PASSWORD_TOO_SHORT' });
    });

    it('changes it: 204, the old password no longer signs in, the new one does', async () => {
      const member = await createMember(t.app);
      const { client } = await device(member);
      const res = await client.put('/api/me/password', {
        currentPassword: member.password,
        newPassword: 'Fresh!Meadow77',
      });
      expect(res.statusCode).toBe(204);
      const old = await clientOf(t.app).post('/api/auth/signin', { email: member.email, password: member.password });
      expect(old.statusCode).toBe(401);
      expect(old.json().code).toBe('BAD_CREDENTIALS');
      await signIn(t.app, member.email, 'Fresh!Meadow77', nextIp());
    });
  });

  describe('signed-in devices', () => {
    it('are listed with a device name and the current one marked', async () => {
      const member = await createMember(t.app);
      const laptop = await device(member, CHROME_WINDOWS);
      await device(member, SAFARI_IPHONE);
      const res = await laptop.client.get('/api/me/sessions');
      expect(res.statusCode).toBe(200);
      const list = res.json().sessions as Array<{ device: string; current: boolean; ip: string }>;
      expect(list.map((s) => s.device).sort()).toEqual(['Chrome on Windows', 'Safari on iOS']);
      expect(list.filter((s) => s.current)).toEqual([
        expect.objectContaining({ device: 'Chrome on Windows', ip: laptop.client.ip }),
      ]);
    });

    it('sign-out-others ends the other devices but not this one', async () => {
      const member = await createMember(t.app);
      const here = await device(member, CHROME_WINDOWS);
      const there = await device(member, SAFARI_IPHONE);
      const res = await here.client.post('/api/me/sessions/sign-out-others');
      expect(res.statusCode).toBe(204);
      expect((await here.client.get('/api/me')).statusCode).toBe(200);
      expect((await there.client.get('/api/me')).statusCode).toBe(402);
      const refreshed = await clientOf(t.app).post('/api/auth/signin/refresh', { refreshToken: there.refreshToken });
      expect(refreshed.statusCode).toBe(402);
      const list = (await here.client.get('/api/me/sessions')).json().sessions;
      expect(list).toHaveLength(1);
      expect(list[0].current).toBe(true);
    });

    it('a device is ended by its id; another member cannot end it (404)', async () => {
      const member = await createMember(t.app);
      const stranger = await createMember(t.app);
      const here = await device(member, CHROME_WINDOWS);
      const there = await device(member, SAFARI_IPHONE);
      const mallory = await device(stranger);
      const sessions = (await here.client.get('/api/me/sessions')).json().sessions as Array<{
        id: string;
        current: boolean;
      }>;
      const other = sessions.find((s) => !s.current)!;

      const foreign = await mallory.client.del(`/api/me/sessions/${other.id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('NOT_FOUND');
      expect((await there.client.get('/api/me')).statusCode).toBe(200);

      expect((await mallory.client.del(`/api/me/sessions/${randomUUID()}`)).statusCode).toBe(404);
      expect((await mallory.client.del('/api/me/sessions/not-a-uuid')).statusCode).toBe(404);

      expect((await here.client.del(`/api/me/sessions/${other.id}`)).statusCode).toBe(204);
      expect((await there.client.get('/api/me')).statusCode).toBe(402);
      expect((await here.client.del(`/api/me/sessions/${other.id}`)).statusCode).toBe(404);
    });
  });

  it('every /api/me route needs a token', async () => {
    const anonymous = clientOf(t.app);
    const calls = [
      anonymous.get('/api/me'),
      anonymous.put('/api/me', { name: 'X' }),
      anonymous.put('/api/me/password', {}),
      anonymous.post('/api/me/password-notice', { snooze: 'week' }),
      anonymous.get('/api/me/sessions'),
      anonymous.post('/api/me/sessions/sign-out-others'),
      anonymous.del(`/api/me/sessions/${randomUUID()}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AUTH_REQUIRED');
    }
  });
});
