import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { createTestApp, type TestApp } from '#server/test/app';
import { createMember, type TestMember } from '#server/test/members';
import { clientOf, type Client } from '#server/test/accounts';
import { softAuthenticator, type SoftAuthenticator } from '#server/test/soft-authenticator';

/** The app's clock, moved forward so each TOTP code falls in a time step of its own. */
let nowMs = Date.UTC(2026, 10, 26, 9, 0, 0);
const tick = (seconds = 30) => {
  nowMs += seconds * 1000;
};
const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: nowMs });

const ORIGIN = 'https://atrium.test';

describe('passkeys as a second two-factor method', () => {
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

  /** A signed-in member with TOTP on (which counts as this session's step-up for five minutes). */
  async function withTotp(role: 'USER' | 'ADMIN' = 'USER') {
    const member = await createMember(t.app, { role });
    const token: string = (await passwordSignin(member)).accessToken;
    const client = clientOf(t.app, { token });
    const { secret } = (await client.post('/api/me/mfa/totp')).json();
    tick();
    expect((await client.post('/api/me/mfa/totp/confirm', { code: codeFor(secret) })).statusCode).toBe(200);
    return { member, client, token, secret: secret as string };
  }

  async function register(client: Client, authenticator: SoftAuthenticator, name = 'Laptop') {
    const options = await client.post('/api/me/mfa/passkeys/options');
    expect(options.statusCode).toBe(200);
    return client.post('/api/me/mfa/passkeys', { name, response: authenticator.create(options.json()) });
  }

  /** Password, then the passkey: the sign-in a staff member with a passkey makes. */
  async function passkeySignin(member: TestMember, authenticator: SoftAuthenticator) {
    const { mfaToken, methods } = await passwordSignin(member);
    expect(methods).toEqual(['totp', 'passkey']);
    const client = clientOf(t.app);
    const options = await client.post('/api/auth/signin/passkey/options', { mfaToken });
    expect(options.statusCode).toBe(200);
    return client.post('/api/auth/signin/passkey', { mfaToken, response: authenticator.get(options.json()) });
  }

  it('registers a passkey after a step-up, lists it and logs it for staff', async () => {
    const { member, client } = await withTotp('ADMIN');
    const options = (await client.post('/api/me/mfa/passkeys/options')).json();
    // The relying party is the configured public URL's host.
    expect(options.rp).toMatchObject({ id: 'atrium.test' });
    expect(options.user.name).toBe(member.email);
    expect(options.user.id).not.toContain(String(member.id));

    const authenticator = softAuthenticator(ORIGIN);
    const added = await client.post('/api/me/mfa/passkeys', {
      name: '  Office key ',
      response: authenticator.create(options),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      name: 'Office key',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect((await client.get('/api/me/mfa/passkeys')).json().items).toEqual([added.json()]);
    // The member's export names the passkey, without its key or id.
    const exported = await client.get('/api/me/export');
    expect(exported.json().twoFactor.passkeys).toEqual([
      { name: 'Office key', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(exported.body).not.toContain(authenticator.id);
    const log = await client.get('/api/admin/audit?action=mfa.passkey.add');
    expect(log.json().items).toEqual([
      expect.objectContaining({ actor: { id: member.id, email: member.email }, targetId: String(member.id) }),
    ]);
  });

  it('needs TOTP first, and a recent step-up', async () => {
    const plain = await createMember(t.app);
    const client = clientOf(t.app, { token: (await passwordSignin(plain)).accessToken });
    const refused = await client.post('/api/me/mfa/passkeys/options');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MFA_NOT_ENABLED');

    const enrolled = await withTotp();
    tick(5 * 60 + 1);
    const stale = await enrolled.client.post('/api/me/mfa/passkeys/options');
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('STEP_UP_REQUIRED');
    expect((await enrolled.client.get('/api/me/mfa/passkeys')).json().items).toEqual([]);
  });

  it('refuses a registration for another site, a replayed one, and one whose challenge expired', async () => {
    const { client } = await withTotp();
    const authenticator = softAuthenticator(ORIGIN);
    const options = (await client.post('/api/me/mfa/passkeys/options')).json();
    const phished = await client.post('/api/me/mfa/passkeys', {
      name: 'Phished',
      response: authenticator.create(options, { from: 'https://atrium.evil' }),
    });
    expect(phished.statusCode).toBe(400);
    expect(phished.json().code).toBe('PASSKEY_NOT_VERIFIED');
    // The challenge died with that attempt: the right answer to it is refused too.
    const replay = await client.post('/api/me/mfa/passkeys', { name: 'Late', response: authenticator.create(options) });
    expect(replay.json().code).toBe('PASSKEY_NOT_VERIFIED');

    const fresh = (await client.post('/api/me/mfa/passkeys/options')).json();
    tick(5 * 60 + 1);
    const expired = await client.post('/api/me/mfa/passkeys', { name: 'Slow', response: authenticator.create(fresh) });
    expect(expired.json().code).toBe('PASSKEY_NOT_VERIFIED');
    expect((await client.get('/api/me/mfa/passkeys')).json().items).toEqual([]);
  });

  it('signs in with the password and then the passkey instead of a code', async () => {
    const { member, client } = await withTotp();
    const authenticator = softAuthenticator(ORIGIN);
    expect((await register(client, authenticator)).statusCode).toBe(201);

    const done = await passkeySignin(member, authenticator);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    const signedIn = clientOf(t.app, { token: done.json().accessToken });
    expect((await signedIn.get('/api/me')).json().email).toBe(member.email);
    expect((await signedIn.get('/api/me/mfa/passkeys')).json().items[0].lastUsedAt).toBe(new Date(nowMs).toISOString());
    // The passkey sign-in counts as this session's step-up, as a code would.
    expect(Date.parse((await signedIn.get('/api/me/mfa')).json().stepUpUntil)).toBe(nowMs + 5 * 60 * 1000);
  });

  it('refuses another authenticator, a replayed assertion and another site, counting each like a wrong code', async () => {
    const { member, client } = await withTotp();
    const authenticator = softAuthenticator(ORIGIN);
    await register(client, authenticator);
    const { mfaToken } = await passwordSignin(member);
    const anon = clientOf(t.app);
    const options = async () => (await anon.post('/api/auth/signin/passkey/options', { mfaToken })).json();

    const stranger = await anon.post('/api/auth/signin/passkey', {
      mfaToken,
      response: softAuthenticator(ORIGIN).get(await options()),
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ code: 'PASSKEY_NOT_VERIFIED', failedCount: 1, maxFailures: 5 });

    const used = await options();
    const answer = authenticator.get(used);
    const elsewhere = await anon.post('/api/auth/signin/passkey', {
      mfaToken,
      response: authenticator.get(await options(), { from: 'https://atrium.evil' }),
    });
    expect(elsewhere.json()).toMatchObject({ code: 'PASSKEY_NOT_VERIFIED', failedCount: 2 });
    expect((await anon.post('/api/auth/signin/passkey', { mfaToken, response: answer })).statusCode).toBe(200);
    // A captured answer does not sign in again, even with a new password step.
    const second = await passwordSignin(member);
    const replay = await anon.post('/api/auth/signin/passkey', { mfaToken: second.mfaToken, response: answer });
    expect(replay.json()).toMatchObject({ code: 'PASSKEY_NOT_VERIFIED', failedCount: 1 });
  });

  it('ends the sign-in after five refused passkeys', async () => {
    const { member, client } = await withTotp();
    const authenticator = softAuthenticator(ORIGIN);
    await register(client, authenticator);
    const { mfaToken } = await passwordSignin(member);
    const anon = clientOf(t.app);
    for (let i = 1; i <= 5; i += 1) {
      const options = (await anon.post('/api/auth/signin/passkey/options', { mfaToken })).json();
      const res = await anon.post('/api/auth/signin/passkey', {
        mfaToken,
        response: authenticator.get(options, { challenge: 'not-the-challenge' }),
      });
      expect(res.json()).toMatchObject({ code: 'PASSKEY_NOT_VERIFIED', failedCount: i });
    }
    const ended = await anon.post('/api/auth/signin/passkey/options', { mfaToken });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('MFA_CHALLENGE_ENDED');
  });

  it('gives a step-up with the passkey, for role changes', async () => {
    const { client } = await withTotp('ADMIN');
    const target = await createMember(t.app);
    const authenticator = softAuthenticator(ORIGIN);
    await register(client, authenticator);
    tick(5 * 60 + 1);
    const role = () => client.post(`/api/admin/users/${target.id}/role`, { role: 'MANAGER' });
    expect((await role()).json().code).toBe('STEP_UP_REQUIRED');

    const options = (await client.post('/api/me/mfa/step-up/passkey/options')).json();
    const stepUp = await client.post('/api/me/mfa/step-up/passkey', { response: authenticator.get(options) });
    expect(stepUp.statusCode).toBe(200);
    expect(Date.parse(stepUp.json().stepUpUntil)).toBe(nowMs + 5 * 60 * 1000);
    expect((await role()).statusCode).toBe(200);

    // A step-up challenge is not a sign-in one, and it expires.
    const late = (await client.post('/api/me/mfa/step-up/passkey/options')).json();
    tick(5 * 60 + 1);
    const expired = await client.post('/api/me/mfa/step-up/passkey', { response: authenticator.get(late) });
    expect(expired.json().code).toBe('PASSKEY_NOT_VERIFIED');
  });

  it('removes a passkey with the password and a code or a fresh step-up', async () => {
    const { member, client, token, secret } = await withTotp('ADMIN');
    const authenticator = softAuthenticator(ORIGIN);
    const { id } = (await register(client, authenticator)).json();
    const remove = (body: object, passkeyId: number = id) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/me/mfa/passkeys/${passkeyId}`,
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': client.ip },
        payload: body,
      });
    tick(5 * 60 + 1);
    // No code and no fresh step-up: answered before the password is looked at, right or wrong.
    for (const password of ['Wrong!Pass99', member.password]) {
      const noStepUp = await remove({ password });
      expect(noStepUp.statusCode).toBe(403);
      expect(noStepUp.json().code).toBe('STEP_UP_REQUIRED');
    }
    expect((await remove({ password: 'Wrong!Pass99', code: '000000' })).json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await remove({ password: member.password, code: '000000' })).json().code).toBe('INVALID_MFA_CODE');
    expect((await remove({ password: member.password, code: codeFor(secret) }, id + 1000)).statusCode).toBe(404);
    tick();
    expect((await remove({ password: member.password, code: codeFor(secret) })).statusCode).toBe(204);
    expect((await client.get('/api/me/mfa/passkeys')).json().items).toEqual([]);
    expect((await passwordSignin(member)).methods).toEqual(['totp']);
    const log = await client.get('/api/admin/audit?action=mfa.passkey.remove');
    expect(log.json().items).toHaveLength(1);

    // With a passkey step-up just made, no code is needed.
    const second = softAuthenticator(ORIGIN);
    const { id: secondId } = (await register(client, second)).json();
    tick(5 * 60 + 1);
    const options = (await client.post('/api/me/mfa/step-up/passkey/options')).json();
    await client.post('/api/me/mfa/step-up/passkey', { response: second.get(options) });
    expect((await remove({ password: member.password }, secondId)).statusCode).toBe(204);
  });

  it('goes with TOTP when two-factor is turned off', async () => {
    const { member, client, token, secret } = await withTotp();
    await register(client, softAuthenticator(ORIGIN));
    tick();
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/mfa',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': client.ip },
      payload: { password: member.password, code: codeFor(secret) },
    });
    expect(off.statusCode).toBe(204);
    expect((await client.get('/api/me/mfa/passkeys')).json().items).toEqual([]);
    expect(await passwordSignin(member)).toMatchObject({ accessToken: expect.any(String) });
  });

  it('answers malformed input with field errors and no passkey', async () => {
    const { client } = await withTotp();
    const res = await client.post('/api/me/mfa/passkeys', {
      name: '',
      response: { id: 'not base64!', rawId: 'x', type: 'public-key', response: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['name']));
    const mangled = await client.post('/api/me/mfa/passkeys', {
      name: 'Mangled',
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
      },
    });
    expect(mangled.statusCode).toBe(400);
    expect(mangled.json().code).toBe('PASSKEY_NOT_VERIFIED');
    const anonymous = await clientOf(t.app).get('/api/me/mfa/passkeys');
    expect(anonymous.statusCode).toBe(401);
    const badToken = await clientOf(t.app).post('/api/auth/signin/passkey/options', { mfaToken: 'x'.repeat(40) });
    expect(badToken.json().code).toBe('MFA_CHALLENGE_ENDED');
  });
});
