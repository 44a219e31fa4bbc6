import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { createMember, type TestMember } from './members';
import { clientOf, type Client } from './accounts';
import { createTestApp, type TestApp } from './app';
import { startSmtpCapture, type SmtpCapture } from './smtp';

/**
 * The app's clock for two-factor tests, moved forward by the test so that each TOTP code falls in
 * a time step of its own (a step's code is accepted once).
 */
function twoFactorClock(app: FastifyInstance, startMs = Date.UTC(2026, 10, 26, 9, 0, 0)) {
  let nowMs = startMs;
  app.clock.now = () => new Date(nowMs);
  return {
    now: () => nowMs,
    tick(seconds = 30) {
      nowMs += seconds * 1000;
    },
    /** The code an authenticator app with this secret shows now. */
    codeFor: (secret: string) =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: nowMs }),
  };
}
type TwoFactorClock = ReturnType<typeof twoFactorClock>;

/** A member signed in with the password on a device of its own (before two-factor is on). */
export async function signedInMember(
  app: FastifyInstance,
  overrides: Parameters<typeof createMember>[1] = {},
): Promise<{ member: TestMember; client: Client }> {
  const member = await createMember(app, overrides);
  const client = clientOf(app);
  const res = await client.post('/api/auth/signin', { email: member.email, password: member.password });
  expect(res.statusCode).toBe(200);
  return { member, client: client.with({ token: res.json().accessToken }) };
}

/** Turns TOTP on in a signed-in session: the secret (as the app keeps it) and the recovery codes. */
export async function enrolTotp(client: Client, clock: TwoFactorClock) {
  const { secret } = (await client.post('/api/me/mfa/totp')).json();
  clock.tick();
  const confirmed = await client.post('/api/me/mfa/totp/confirm', { code: clock.codeFor(secret) });
  expect(confirmed.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

/**
 * For a describe block: the real app (behind a trusted proxy, `env` added) with its mail captured
 * and its clock the test's, started before the tests and closed after them.
 */
export function twoFactorSuite(env: Record<string, string> = {}) {
  let t: TestApp | undefined;
  let smtp: SmtpCapture | undefined;
  let clock: TwoFactorClock | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url, ...env });
    clock = twoFactorClock(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite has not started yet');
    return value;
  };
  return {
    get app() {
      return started(t).app;
    },
    get smtp() {
      return started(smtp);
    },
    get clock() {
      return started(clock);
    },
  };
}
