import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '#web/test/msw';
import { ApiError } from './ApiError';
import { authApi } from './auth-api';
import { publicApi } from './public-api';
import { onSessionExpired } from '../session-events';
import { setCurrentLanguage } from '../i18n/current-language';

interface Recorded {
  method: string;
  path: string;
  authorization: string | null;
  acceptLanguage: string | null;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A tiny fake of the API: `/api/me` needs a valid access token; the refresh endpoint rotates
 * tokens like the real server does (an old refresh token is refused).
 */
function fakeServer(options: {
  validAccess: string;
  refresh?: { from: string; to: [string, string] } | 'fail';
  /** Every access token is answered as expired, even a fresh one. */
  alwaysExpired?: boolean;
}) {
  const calls: Recorded[] = [];
  let validAccess = options.validAccess;
  const handler = async ({ request }: { request: Request }) => {
    const { headers } = request;
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({
      method: request.method,
      path: url.pathname,
      authorization: headers.get('Authorization'),
      acceptLanguage: headers.get('Accept-Language'),
      body,
    });
    if (url.pathname === '/api/auth/signin/refresh') {
      const refresh = options.refresh;
      const sent = typeof body === 'object' && body !== null && 'refreshToken' in body ? body.refreshToken : null;
      if (!refresh || refresh === 'fail' || sent !== refresh.from) {
        return json(401, { code: 'INVALID_TOKEN', message: 'refresh refused' });
      }
      validAccess = refresh.to[0];
      return json(200, { accessToken: refresh.to[0], refreshToken: refresh.to[1] });
    }
    if (url.pathname === '/api/me') {
      const auth = headers.get('Authorization');
      if (auth === 'Bearer forged') return json(402, { code: 'INVALID_TOKEN', message: 'invalid' });
      if (options.alwaysExpired || auth !== `Bearer ${validAccess}`) {
        return json(401, { code: 'TOKEN_EXPIRED', message: 'expired' });
      }
      return json(200, { name: 'Kim' });
    }
    if (url.pathname === '/api/fail') {
      return json(400, {
        code: 'VALIDATION_FAILED',
        message: '입력 정보를 확인해 주세요.',
        fields: { email: 'INVALID_EMAIL' },
      });
    }
    return json(404, { code: 'NOT_FOUND', message: 'not found' });
  };
  server.use(http.all('/api/*', handler));
  return { calls };
}

/** The reply these calls expect. */
type Named = { name: string };

function signIn(access: string, refresh: string | null) {
  localStorage.setItem('accessToken', access);
  if (refresh) localStorage.setItem('refreshToken', refresh);
  localStorage.setItem('username', 'Kim');
  localStorage.setItem('role', 'USER');
  localStorage.setItem('pwdChange', 'false');
}

let expired: ReturnType<typeof vi.fn<() => void>>;
let unsubscribe: () => void;

beforeEach(() => {
  localStorage.clear();
  setCurrentLanguage('ko');
  expired = vi.fn<() => void>();
  unsubscribe = onSessionExpired(expired);
});

afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

describe('authApi', () => {
  it('sends the bearer token and the page language', async () => {
    const api = fakeServer({ validAccess: 'a1' });
    signIn('a1', 'r1');
    setCurrentLanguage('ja');

    await expect(authApi.get<Named>('/me')).resolves.toEqual({ name: 'Kim' });
    expect(api.calls[0]).toMatchObject({ path: '/api/me', authorization: 'Bearer a1', acceptLanguage: 'ja' });
  });

  it('on 401 TOKEN_EXPIRED refreshes once, stores the new pair and retries with the new token', async () => {
    const api = fakeServer({ validAccess: 'a2', refresh: { from: 'r1', to: ['a2', 'r2'] } });
    signIn('a1', 'r1');

    await expect(authApi.get<Named>('/me')).resolves.toEqual({ name: 'Kim' });

    expect(api.calls.map((c) => `${c.path} ${c.authorization ?? ''}`.trim())).toEqual([
      '/api/me Bearer a1',
      '/api/auth/signin/refresh',
      '/api/me Bearer a2',
    ]);
    expect(api.calls[1]?.body).toEqual({ refreshToken: 'r1' });
    expect(localStorage.getItem('accessToken')).toBe('a2');
    expect(localStorage.getItem('refreshToken')).toBe('r2');
    expect(expired).not.toHaveBeenCalled();
  });

  it('refreshes only once for several requests expiring together', async () => {
    const api = fakeServer({ validAccess: 'a2', refresh: { from: 'r1', to: ['a2', 'r2'] } });
    signIn('a1', 'r1');

    const results = await Promise.all([authApi.get<Named>('/me'), authApi.get<Named>('/me')]);

    expect(results).toEqual([{ name: 'Kim' }, { name: 'Kim' }]);
    expect(api.calls.filter((c) => c.path === '/api/auth/signin/refresh')).toHaveLength(1);
  });

  it('reuses the token another tab already refreshed instead of refreshing again', async () => {
    const api = fakeServer({ validAccess: 'a2', refresh: { from: 'r1', to: ['a9', 'r9'] } });
    signIn('a1', 'r1');
    // The other tab rotates the pair while this request is in flight; the lock then serializes.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, task: () => Promise<unknown>) => {
          localStorage.setItem('accessToken', 'a2');
          localStorage.setItem('refreshToken', 'r2');
          return task();
        },
      },
    });

    await expect(authApi.get<Named>('/me')).resolves.toEqual({ name: 'Kim' });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/me', '/api/me']);
    expect(api.calls[1]?.authorization).toBe('Bearer a2');
  });

  it('without a refresh token clears the session and reports it', async () => {
    const api = fakeServer({ validAccess: 'a2' });
    signIn('a1', null);

    await expect(authApi.get<Named>('/me')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/me']);
    for (const key of ['accessToken', 'refreshToken', 'username', 'pwdChange', 'role']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('when the refresh is refused clears the session and does not retry', async () => {
    const api = fakeServer({ validAccess: 'a2', refresh: 'fail' });
    signIn('a1', 'r1');

    await expect(authApi.get<Named>('/me')).rejects.toBeInstanceOf(ApiError);
    expect(api.calls.map((c) => c.path)).toEqual(['/api/me', '/api/auth/signin/refresh']);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('refreshes at most once per request: a second expiry ends the session', async () => {
    const api = fakeServer({ validAccess: 'a2', refresh: { from: 'r1', to: ['a2', 'r2'] }, alwaysExpired: true });
    signIn('a1', 'r1');

    await expect(authApi.get<Named>('/me')).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/me', '/api/auth/signin/refresh', '/api/me']);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('on 402 INVALID_TOKEN clears the session without trying to refresh', async () => {
    const api = fakeServer({ validAccess: 'a1', refresh: { from: 'r1', to: ['a2', 'r2'] } });
    signIn('forged', 'r1');

    await expect(authApi.get<Named>('/me')).rejects.toMatchObject({ status: 402, code: 'INVALID_TOKEN' });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/me']);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it.each([
    { refusal: '402 INVALID_TOKEN', status: 402, code: 'INVALID_TOKEN', signInAgain: true },
    { refusal: '401 TOKEN_EXPIRED', status: 401, code: 'TOKEN_EXPIRED', signInAgain: false },
  ])('a $refusal arriving after the member signed out ends nothing and refreshes nothing', async (c) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls: string[] = [];
    server.use(
      http.all('/api/*', async ({ request }) => {
        calls.push(new URL(request.url).pathname);
        await answered;
        return json(c.status, { code: c.code, message: c.code });
      }),
    );
    signIn('a1', 'r1');
    const read = authApi.get<Named>('/me').catch((e: unknown) => e);
    await vi.waitFor(() => expect(calls).toEqual(['/api/me']));
    // Signed out (and, for one case, in again as someone else) while the read was on its way.
    localStorage.clear();
    if (c.signInAgain) signIn('b1', 'r2');
    answer();

    expect(await read).toMatchObject({ status: c.status, code: c.code });
    expect(calls).toEqual(['/api/me']);
    expect(localStorage.getItem('accessToken')).toBe(c.signInAgain ? 'b1' : null);
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('carry the status, code, localized message, fields and body of the server', async () => {
    fakeServer({ validAccess: 'a1' });
    const error: unknown = await publicApi.requestVoid('/fail', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '입력 정보를 확인해 주세요.',
      fields: { email: 'INVALID_EMAIL' },
      body: { code: 'VALIDATION_FAILED' },
    });
  });

  it('rethrows network failures unchanged, keeping the session', async () => {
    server.use(http.get('/api/me', () => HttpResponse.error()));
    signIn('a1', 'r1');
    const error: unknown = await authApi.get<Named>('/me').catch((e: unknown) => e);
    // fetch's own TypeError, not made an ApiError.
    expect(error).toBeInstanceOf(TypeError);
    expect(localStorage.getItem('accessToken')).toBe('a1');
    expect(expired).not.toHaveBeenCalled();
  });

  it('publicApi sends no token', async () => {
    const api = fakeServer({ validAccess: 'a1' });
    signIn('a1', 'r1');
    await publicApi.get<Named>('/me').catch(() => undefined);
    expect(api.calls[0]?.authorization).toBeNull();
  });
});
