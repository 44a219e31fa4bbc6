import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createMember, nextIp, signIn, type TestMember } from '../../test/members';
import { clientOf, type Client } from '../../test/accounts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('/api/me: the signed-in member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  /** Signs in from a device of its own and returns a client holding its access token. */
  const device = async (member: TestMember, userAgent?: string) => {
    const client = clientOf(t.app, userAgent ? { userAgent } : {});
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

  describe('the password change', () => {
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
      expect((await mallory.client.del('/api/me/sessions/not-a-uuid')).statusCode).toBe(400);

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
