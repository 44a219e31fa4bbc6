import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { createMember, nextIp, signIn } from '#server/test/members';
import { clientOf } from '#server/test/accounts';

const AUTH_ENDPOINTS = [
  '/api/auth/email/code',
  '/api/auth/email/verify',
  '/api/auth/signup',
  '/api/auth/signin',
  '/api/auth/signin/refresh',
  '/api/auth/signout',
  '/api/auth/find-id',
  '/api/auth/password/reset',
  '/api/auth/unlock',
];
const ME_ENDPOINTS: Array<['PUT' | 'POST' | 'DELETE', string]> = [
  ['PUT', '/api/me'],
  ['PUT', '/api/me/password'],
  ['POST', '/api/me/password-notice'],
];

/** Every field any of these endpoints reads. */
const FIELDS = [
  'email',
  'purpose',
  'code',
  'password',
  'newPassword',
  'currentPassword',
  'name',
  'phoneNumber',
  'phoneRegion',
  'memberType',
  'churchAffiliation',
  'blessingGroup',
  'agreeService',
  'agreePrivacy',
  'verificationToken',
  'refreshToken',
  'snooze',
];
const fill = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

/** Bodies no form would send: wrong JSON types, hostile strings, sizes. */
const MALFORMED: Array<[string, { payload: string; contentType?: string }]> = [
  ['null', { payload: 'null' }],
  ['an array', { payload: '[]' }],
  ['a string', { payload: '"hello"' }],
  ['a number', { payload: '42' }],
  ['broken JSON', { payload: '{"email": ' }],
  ['an empty object', { payload: '{}' }],
  ['numbers everywhere', { payload: JSON.stringify(fill(12345)) }],
  ['objects everywhere', { payload: JSON.stringify(fill({ $ne: null })) }],
  ['arrays everywhere', { payload: JSON.stringify(fill(['a@example.com'])) }],
  ['NUL characters', { payload: JSON.stringify(fill('a\u0000b')) }],
  ['lone surrogates', { payload: JSON.stringify(fill('\ud800x')) }],
  ['very long strings', { payload: JSON.stringify(fill('9'.repeat(100_000))) }],
  [
    'plausible values with NUL in free text',
    {
      payload: JSON.stringify({
        email: 'nul@example.com',
        purpose: 'signup',
        code: '123456',
        password: 'Blue!Harbor42\u0000',
        newPassword: 'Blue!Harbor42\u0000',
        currentPassword: 'x\u0000',
        name: 'Kim\u0000',
        phoneNumber: '010-1234-5678',
        phoneRegion: 'KR',
        memberType: 'PASTOR',
        churchAffiliation: 'Church\u0000',
        blessingGroup: 'G\u0000',
        agreeService: true,
        agreePrivacy: true,
        verificationToken: 'a-token-that-was-never-issued\u0000',
        refreshToken: 'a-token-that-was-never-issued\u0000',
        snooze: 'week',
      }),
    },
  ],
  ['an unknown region', { payload: JSON.stringify({ ...fill('x'), phoneNumber: '010-1234-5678', phoneRegion: 'ZZ' }) }],
  ['a form post', { payload: 'email=a%40b.c', contentType: 'application/x-www-form-urlencoded' }],
  ['plain text', { payload: 'hello', contentType: 'text/plain' }],
];

describe('error replies of the accounts API', () => {
  let t: TestApp;
  let accessToken: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    const member = await createMember(t.app);
    accessToken = (await signIn(t.app, member.email, member.password, nextIp())).accessToken;
  });
  afterAll(() => t.close());

  /** Never a 5xx; a refusal has the error shape. (A few bodies are valid for some endpoint, e.g. sign-out.) */
  const expectErrorShape = (res: { statusCode: number; body: string }, label: string) => {
    expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode < 400) return;
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(body.code, label).toMatch(/^[A-Z_]+$/);
    expect(typeof body.message, label).toBe('string');
    expect((body.message as string).length, label).toBeGreaterThan(0);
  };

  it.each(MALFORMED)(
    'answers %s without a 5xx, errors as {code, message}, on every auth endpoint',
    async (label, body) => {
      for (const url of AUTH_ENDPOINTS) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'x-forwarded-for': nextIp(), 'content-type': body.contentType ?? 'application/json' },
          payload: body.payload,
        });
        expectErrorShape(res, `${label} → ${url}`);
      }
    },
  );

  it.each(MALFORMED)(
    'answers %s without a 5xx, errors as {code, message}, on every /api/me endpoint',
    async (label, body) => {
      for (const [method, url] of ME_ENDPOINTS) {
        const res = await t.app.inject({
          method,
          url,
          headers: {
            authorization: `Bearer ${accessToken}`,
            'content-type': body.contentType ?? 'application/json',
          },
          payload: body.payload,
        });
        expectErrorShape(res, `${label} → ${method} ${url}`);
      }
    },
  );

  it('takes a client address it cannot store as no reason for a 5xx', async () => {
    const member = await createMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'x-forwarded-for': `${'f'.repeat(120)}, 10.0.0.1` },
      payload: { email: member.email, password: member.password },
    });
    expect(res.statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/refresh',
      headers: { 'x-forwarded-for': `${'e'.repeat(120)}, 10.0.0.1` },
      payload: { refreshToken: res.json().refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('refuses control characters in names as a field error', async () => {
    const res = await clientOf(t.app).post('/api/auth/find-id', { name: 'Kim\u0000', phoneNumber: '010-1234-5678' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: 'INVALID_TEXT' } });
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { name: 'Kim', phoneNumber: '010-1234-5678', memberType: 'PASTOR', churchAffiliation: 'A\u0000' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().fields).toEqual({ churchAffiliation: 'INVALID_TEXT' });
  });

  it('speaks the language of the request, Korean by default', async () => {
    const ask = (lang?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'x-forwarded-for': nextIp(), ...(lang ? { 'accept-language': lang } : {}) },
        payload: { email: 'nobody@example.com', password: 'Wrong!Password1' },
      });
    const ko = (await ask()).json();
    const en = (await ask('en-GB,en;q=0.8')).json();
    const ja = (await ask('ja')).json();
    expect(ko.code).toBe('BAD_CREDENTIALS');
    expect(ko.message).toBe('아이디 또는 비밀번호가 올바르지 않습니다. 다시 확인해 주세요.');
    expect(en.code).toBe('BAD_CREDENTIALS');
    expect(en.message).toMatch(/password/i);
    expect(ja.message).not.toBe(en.message);
    expect(ja.message).not.toBe(ko.message);

    const validationKo = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/code',
      headers: { 'x-forwarded-for': nextIp(), 'accept-language': 'ko' },
      payload: { email: 'nope', purpose: 'signup' },
    });
    expect(validationKo.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: '입력한 정보를 확인해 주세요.',
      fields: { email: 'INVALID_EMAIL' },
    });

    const meEn = await t.app.inject({ url: '/api/me', headers: { 'accept-language': 'en' } });
    expect(meEn.json()).toEqual({ code: 'AUTH_REQUIRED', message: expect.stringMatching(/log ?in|sign ?in/i) });
  });

  it('answers an unknown purpose with a field error', async () => {
    const res = await clientOf(t.app).post('/api/auth/email/code', { email: 'a@example.com', purpose: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ purpose: 'INVALID' });
  });
});
