import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { createTestApp, type TestApp } from '#server/test/app';
import { createMember, type TestMember } from '#server/test/members';
import { clientOf, type Client } from '#server/test/accounts';

/** The app's clock, moved forward by tests so each code falls in a time step of its own. */
let nowMs = Date.UTC(2026, 10, 26, 9, 0, 0);
const tick = (seconds = 30) => {
  nowMs += seconds * 1000;
};
const codeFor = (secret: string, at = nowMs) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

async function signedIn(app: FastifyInstance, member: TestMember): Promise<Client> {
  const client = clientOf(app);
  const res = await client.post('/api/auth/signin', { email: member.email, password: member.password });
  expect(res.statusCode).toBe(200);
  return client.with({ token: res.json().accessToken });
}

/** Enrols a signed-in member: the secret (as an authenticator app would keep it) and the recovery codes. */
async function enrol(client: Client) {
  const started = await client.post('/api/me/mfa/totp');
  expect(started.statusCode).toBe(200);
  const { secret, otpauthUrl } = started.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  tick();
  const confirmed = await client.post('/api/me/mfa/totp/confirm', { code: codeFor(secret) });
  expect(confirmed.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

const deleteMfa = (app: FastifyInstance, client: Client, body: object, token: string) =>
  app.inject({
    method: 'DELETE',
    url: '/api/me/mfa',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': client.ip },
    payload: body,
  });

describe('staff two-factor sign-in (TOTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    t.app.clock.now = () => new Date(nowMs);
  });
  afterAll(async () => t.close());

  const passwordSignin = async (member: TestMember) => {
    const res = await clientOf(t.app).post('/api/auth/signin', { email: member.email, password: member.password });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('enrols with a confirmation code and gives ten distinct recovery codes once', async () => {
    const member = await createMember(t.app, { role: 'ADMIN' });
    const client = await signedIn(t.app, member);
    expect((await client.get('/api/me/mfa')).json()).toMatchObject({ enabled: false, enrollmentRequired: false });

    const started = (await client.post('/api/me/mfa/totp')).json();
    tick();
    const wrong = await client.post('/api/me/mfa/totp/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_MFA_CODE');
    const confirmed = await client.post('/api/me/mfa/totp/confirm', { code: codeFor(started.secret) });
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const status = await client.get('/api/me/mfa');
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(status.body).not.toContain(started.secret);
    // Once confirmed, the secret is never handed out again.
    const again = await client.post('/api/me/mfa/totp');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MFA_ALREADY_ENABLED');
    expect(again.body).not.toContain(started.secret);
    // Staff's two-factor changes are in the audit log.
    const log = await client.get('/api/admin/audit?action=mfa.enable');
    expect(log.json().items).toEqual([
      expect.objectContaining({ action: 'mfa.enable', actor: { id: member.id, email: member.email } }),
    ]);
  });

  it('asks an enrolled account for a code instead of giving tokens, then signs in with it', async () => {
    const member = await createMember(t.app);
    const { secret } = await enrol(await signedIn(t.app, member));

    const first = await passwordSignin(member);
    expect(first).toEqual({ mfaRequired: true, mfaToken: expect.any(String), methods: ['totp'] });
    tick();
    const done = await clientOf(t.app).post('/api/auth/signin/mfa', {
      mfaToken: first.mfaToken,
      code: codeFor(secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    const me = await clientOf(t.app, { token: done.json().accessToken }).get('/api/me');
    expect(me.json().email).toBe(member.email);
    // The token completes one sign-in only.
    tick();
    const twice = await clientOf(t.app).post('/api/auth/signin/mfa', {
      mfaToken: first.mfaToken,
      code: codeFor(secret),
    });
    expect(twice.statusCode).toBe(401);
    expect(twice.json().code).toBe('MFA_CHALLENGE_ENDED');
  });

  it('refuses a TOTP code used before (replay)', async () => {
    const member = await createMember(t.app);
    const { secret } = await enrol(await signedIn(t.app, member));
    tick();
    const code = codeFor(secret);
    const a = await passwordSignin(member);
    expect((await clientOf(t.app).post('/api/auth/signin/mfa', { mfaToken: a.mfaToken, code })).statusCode).toBe(200);
    const b = await passwordSignin(member);
    const replay = await clientOf(t.app).post('/api/auth/signin/mfa', { mfaToken: b.mfaToken, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('INVALID_MFA_CODE');
  });

  it('ends the mfaToken after 5 wrong codes', async () => {
    const member = await createMember(t.app);
    const { secret } = await enrol(await signedIn(t.app, member));
    const { mfaToken } = await passwordSignin(member);
    const client = clientOf(t.app);
    for (let i = 1; i <= 5; i += 1) {
      const res = await client.post('/api/auth/signin/mfa', { mfaToken, code: '999999' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_MFA_CODE', failedCount: i });
    }
    tick();
    const right = await client.post('/api/auth/signin/mfa', { mfaToken, code: codeFor(secret) });
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('MFA_CHALLENGE_ENDED');
  });

  it('accepts each recovery code once', async () => {
    const member = await createMember(t.app);
    const { recoveryCodes } = await enrol(await signedIn(t.app, member));
    const code = recoveryCodes[0] ?? '';
    const a = await passwordSignin(member);
    const used = await clientOf(t.app).post('/api/auth/signin/mfa', { mfaToken: a.mfaToken, code: code.toUpperCase() });
    expect(used.statusCode).toBe(200);
    const b = await passwordSignin(member);
    const again = await clientOf(t.app).post('/api/auth/signin/mfa', { mfaToken: b.mfaToken, code });
    expect(again.statusCode).toBe(400);
    const status = await clientOf(t.app, { token: used.json().accessToken }).get('/api/me/mfa');
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('replaces the recovery codes with a code: the old ones stop working', async () => {
    const member = await createMember(t.app);
    const token = (await passwordSignin(member)).accessToken;
    const client = clientOf(t.app, { token });
    const { secret, recoveryCodes: old } = await enrol(client);
    tick();
    const res = await client.post('/api/me/mfa/recovery-codes', { code: codeFor(secret) });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);
    const a = await passwordSignin(member);
    const stale = await clientOf(t.app).post('/api/auth/signin/mfa', { mfaToken: a.mfaToken, code: old[1] });
    expect(stale.json().code).toBe('INVALID_MFA_CODE');
    const ok = await clientOf(t.app).post('/api/auth/signin/mfa', { mfaToken: a.mfaToken, code: fresh[1] });
    expect(ok.statusCode).toBe(200);
  });

  it('removes two-factor only with the password and a code', async () => {
    const member = await createMember(t.app);
    const token = (await passwordSignin(member)).accessToken;
    const client = clientOf(t.app, { token });
    const { secret } = await enrol(client);
    tick();
    const badPassword = await deleteMfa(t.app, client, { password: 'Wrong!Pass99', code: codeFor(secret) }, token);
    expect(badPassword.statusCode).toBe(400);
    const noCode = await deleteMfa(t.app, client, { password: member.password, code: '123456' }, token);
    expect(noCode.json().code).toBe('INVALID_MFA_CODE');
    tick();
    const removed = await deleteMfa(t.app, client, { password: member.password, code: codeFor(secret) }, token);
    expect(removed.statusCode).toBe(204);
    expect(await passwordSignin(member)).toMatchObject({ accessToken: expect.any(String) });
  });

  it('asks for a recent code before a role change (step-up)', async () => {
    const admin = await createMember(t.app, { role: 'ADMIN' });
    const target = await createMember(t.app);
    const token = (await passwordSignin(admin)).accessToken;
    const client = clientOf(t.app, { token });
    const { secret } = await enrol(client);
    // Enrolling proved a code just now: allowed for five minutes, then refused.
    expect((await client.post(`/api/admin/users/${target.id}/role`, { role: 'MANAGER' })).statusCode).toBe(200);
    tick(5 * 60 + 1);
    const stale = await client.post(`/api/admin/users/${target.id}/role`, { role: 'USER' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('STEP_UP_REQUIRED');

    const stepUp = await client.post('/api/me/mfa/step-up', { code: codeFor(secret) });
    expect(stepUp.statusCode).toBe(200);
    expect(Date.parse(stepUp.json().stepUpUntil)).toBe(nowMs + 5 * 60 * 1000);
    expect((await client.post(`/api/admin/users/${target.id}/role`, { role: 'USER' })).statusCode).toBe(200);
  });

  it('asks for a recent code before any read with the addresses unmasked (table or export), not for a masked one', async () => {
    const admin = await createMember(t.app, { role: 'ADMIN' });
    const client = clientOf(t.app, { token: (await passwordSignin(admin)).accessToken });
    const { secret } = await enrol(client);
    tick(5 * 60 + 1);
    for (const path of ['/api/admin/event/attendance', '/api/admin/event/attendance/excel']) {
      const read = (unmask: string) => client.get(`${path}?min=1${unmask}`);
      expect((await read('')).statusCode, path).toBe(200);
      for (const unmask of ['&unmask=true', '&unmask=1']) {
        const refused = await read(unmask);
        expect(refused.statusCode, `${path}?min=1${unmask}`).toBe(403);
        expect(refused.json().code).toBe('STEP_UP_REQUIRED');
      }
    }
    expect((await client.post('/api/me/mfa/step-up', { code: codeFor(secret) })).statusCode).toBe(200);
    expect((await client.get('/api/admin/event/attendance?min=1&unmask=true')).statusCode).toBe(200);
    expect((await client.get('/api/admin/event/attendance/excel?min=1&unmask=true')).statusCode).toBe(200);
  });

  it('answers bad input with field errors', async () => {
    const client = await signedIn(t.app, await createMember(t.app));
    const res = await client.post('/api/me/mfa/totp/confirm', { code: '<script>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('code');
    const anonymous = await clientOf(t.app).post('/api/me/mfa/totp');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('STAFF_MFA=required', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', STAFF_MFA: 'required' });
    t.app.clock.now = () => new Date(nowMs);
  });
  afterAll(async () => t.close());

  it('refuses every admin call until the staff member enrols', async () => {
    const manager = await createMember(t.app, { role: 'MANAGER' });
    const client = await signedIn(t.app, manager);
    const blocked = await client.get('/api/admin/check');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('MFA_ENROLLMENT_REQUIRED');
    expect((await client.get('/api/me/mfa')).json()).toMatchObject({ enabled: false, enrollmentRequired: true });

    await enrol(client);
    const allowed = await client.get('/api/admin/check');
    expect(allowed.statusCode).toBe(200);
  });

  it('leaves members alone (their admin answer stays NO_ADMIN_PERMISSION)', async () => {
    const client = await signedIn(t.app, await createMember(t.app));
    const res = await client.get('/api/admin/check');
    expect(res.json().code).toBe('NO_ADMIN_PERMISSION');
    expect((await client.get('/api/me/mfa')).json().enrollmentRequired).toBe(false);
  });
});
