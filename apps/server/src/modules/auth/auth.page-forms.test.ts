import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { FindIdFormState, SignInFormState } from '@atrium/shared/api/page-forms';
import { AUTH_REQUESTS_PER_MINUTE } from '@atrium/shared/limits';
import { createTestApp, type TestApp } from '#server/test/app';
import { clientOf } from '#server/test/accounts';
import { createMember, nextIp } from '#server/test/members';
import { formStateOf, postForm, sessionOf } from '#server/test/page-forms';

/** Issue 43, item 5: account forms posted to their pages (docs/spec/decisions.md §16). */
describe('account forms posted to their pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm(t.app, url, fields, headers);
  const stateOf = formStateOf;

  it('refuses a wrong password on the page, in words, counted, with the e-mail kept and the password never echoed', async () => {
    const member = await createMember(t.app);
    const res = await post('/en/signin', { email: member.email, password: 'Wrong!Guess-4417' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('Wrong!Guess-4417');
    const state = stateOf<SignInFormState>(res, 'signin');
    expect(state).toMatchObject({ email: member.email, error: { code: 'BAD_CREDENTIALS', failedCount: 1 } });
    expect(state?.error?.message).toMatch(/password is incorrect/i);
    // The same counter as the API's: the next wrong password there is the second.
    const api = await clientOf(t.app).post('/api/auth/signin', { email: member.email, password: 'Wrong!Guess-1' });
    expect(api.json()).toMatchObject({ code: 'BAD_CREDENTIALS', failedCount: 2 });
  });

  it('signs in with the right password: the session in the page (not in its data), then to where the member was going', async () => {
    const member = await createMember(t.app);
    const res = await post('/ko/signin?returnTo=%2Fko%2Fmy%3Ftab%3D2', {
      email: member.email,
      password: member.password,
    });
    expect(res.statusCode).toBe(200);
    expect(stateOf<SignInFormState>(res, 'signin')).toEqual({ email: member.email, signedIn: true });
    const session = sessionOf(res);
    expect(session?.next).toBe('/ko/my?tab=2');
    const token = new Map(session?.entries).get('accessToken');
    const me = await clientOf(t.app, { token }).get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(member.email);
    expect(res.body).not.toContain(member.password);
  });

  it('goes home after signing in when the return address is not a path of this site', async () => {
    const member = await createMember(t.app);
    const res = await post('/ja/signin?returnTo=%2F%2Fevil.example', {
      email: member.email,
      password: member.password,
    });
    expect(sessionOf(res)?.next).toBe('/ja/');
  });

  it('shows field errors from the shared rule, and keeps no session for them', async () => {
    const res = await post('/en/signin', { email: 'not-an-address', password: '' });
    expect(res.statusCode).toBe(400);
    expect(stateOf<SignInFormState>(res, 'signin')?.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: 'INVALID_EMAIL', password: 'REQUIRED' },
    });
    expect(sessionOf(res)).toBeUndefined();
  });

  it('asks an account with two-factor for its code on the page, then signs in with it', async () => {
    const member = await createMember(t.app, { role: 'ADMIN' });
    const client = clientOf(t.app);
    const token = (await client.post('/api/auth/signin', { email: member.email, password: member.password })).json()
      .accessToken as string;
    const signedIn = client.with({ token });
    const { secret } = (await signedIn.post('/api/me/mfa/totp')).json() as { secret: string };
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const first = Date.now();
    t.app.clock.now = () => new Date(first);
    expect(
      (await signedIn.post('/api/me/mfa/totp/confirm', { code: totp.generate({ timestamp: first }) })).statusCode,
    ).toBe(200);

    const step = await post('/en/signin', { email: member.email, password: member.password });
    const challenge = stateOf<SignInFormState>(step, 'signin')?.mfa;
    expect(challenge).toMatchObject({ mfaRequired: true, mfaToken: expect.any(String) });
    expect(sessionOf(step)).toBeUndefined();

    const wrong = await post('/en/signin', { mfaToken: challenge?.mfaToken ?? '', code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(stateOf<SignInFormState>(wrong, 'signin')).toMatchObject({
      error: { code: 'INVALID_MFA_CODE' },
      mfa: { mfaToken: challenge?.mfaToken },
    });

    const later = first + 60_000;
    t.app.clock.now = () => new Date(later);
    const done = await post('/en/signin', {
      mfaToken: challenge?.mfaToken ?? '',
      code: totp.generate({ timestamp: later }),
    });
    expect(done.statusCode).toBe(200);
    expect(new Map(sessionOf(done)?.entries).get('role')).toBe('ADMIN');
    t.app.clock.now = () => new Date();
  });

  it('shares the per-address request limit with the API', async () => {
    const ip = nextIp();
    for (let i = 0; i < AUTH_REQUESTS_PER_MINUTE; i += 1) {
      await clientOf(t.app, { ip }).post('/api/auth/find-id', {
        name: 'x',
        phoneNumber: '01012345678',
        phoneRegion: 'KR',
      });
    }
    const res = await post('/en/signin', { email: 'a@example.com', password: 'x' }, { 'x-forwarded-for': ip });
    expect(res.statusCode).toBe(429);
    expect(stateOf<SignInFormState>(res, 'signin')?.error?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('finds an ID on the page, masked, and says so when nobody matches', async () => {
    const member = await createMember(t.app, { name: '김민지' });
    const local = member.phoneNumber.replace('+82', '0');
    const found = await post('/ko/searchId', { name: '김민지', phoneNumber: local, phoneRegion: 'KR' });
    expect(found.statusCode).toBe(200);
    const state = stateOf<FindIdFormState>(found, 'searchId');
    expect(state?.emails).toEqual([expect.stringMatching(/^me\*+@example\.com$/)]);
    expect(found.body).not.toContain(member.email);

    const none = await post('/ko/searchId', { name: '없는사람', phoneNumber: local, phoneRegion: 'KR' });
    expect(none.statusCode).toBe(404);
    expect(stateOf<FindIdFormState>(none, 'searchId')).toMatchObject({
      name: '없는사람',
      error: { code: 'MEMBER_NOT_FOUND' },
    });
  });

  it('refuses a post from another site, a page without a form, a JSON body and text that cannot be stored', async () => {
    const member = await createMember(t.app);
    const fields = { email: member.email, password: member.password };
    expect((await post('/en/signin', fields, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post('/en/signin', fields, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post('/en/signin', fields, { origin: 'null' })).statusCode).toBe(403);
    expect((await post('/en/signin', fields, { origin: 'http://localhost:80' })).statusCode).toBe(200);
    expect((await post('/en/news', fields)).statusCode).toBe(405);
    const json = await t.app.inject({ method: 'POST', url: '/en/signin', payload: fields });
    expect(json.statusCode).toBe(415);
    const nul = await post('/en/searchId', { name: 'a\u0000b', phoneNumber: '01012345678', phoneRegion: 'KR' });
    expect(nul.statusCode).toBe(400);
    expect(stateOf<FindIdFormState>(nul, 'searchId')?.error?.fields).toEqual({ name: 'INVALID_TEXT' });
  });
});
