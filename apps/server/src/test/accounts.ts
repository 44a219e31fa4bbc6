import type { FastifyInstance, InjectOptions } from 'fastify';
import type { EmailPurpose } from '@atrium/shared/api/auth';
import { nextIp } from './members';
import { codeIn, type CapturedMail, type SmtpCapture } from './smtp';

interface ClientOptions {
  ip?: string;
  lang?: string;
  token?: string;
  userAgent?: string;
}

/**
 * One browser as the API sees it: a client address (x-forwarded-for, with TRUST_PROXY on),
 * a language and, once signed in, an access token.
 */
export function clientOf(app: FastifyInstance, options: ClientOptions = {}) {
  const ip = options.ip ?? nextIp();
  const lang = options.lang ?? 'en';
  const headers = () => ({
    'x-forwarded-for': ip,
    'accept-language': lang,
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: InjectOptions['payload']) =>
    app.inject({ method, url, headers: headers(), ...(payload === undefined ? {} : { payload }) });
  return {
    ip,
    lang,
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: InjectOptions['payload']) => call('POST', url, payload),
    put: (url: string, payload?: InjectOptions['payload']) => call('PUT', url, payload),
    del: (url: string, payload?: InjectOptions['payload']) => call('DELETE', url, payload),
    /** The same client with some options changed (e.g. a token after sign-in). */
    with: (changes: ClientOptions) => clientOf(app, { ...options, ip, lang, ...changes }),
  };
}
export type Client = ReturnType<typeof clientOf>;

/** Asks for an e-mail code and returns the mail that carries it (only a mail newer than the request). */
export async function mailedCode(
  client: Client,
  smtp: SmtpCapture,
  email: string,
  purpose: EmailPurpose,
): Promise<{ code: string; mail: CapturedMail }> {
  const before = smtp.mails.length;
  const res = await client.post('/api/auth/email/code', { email, purpose });
  if (res.statusCode !== 204) throw new Error(`code request failed: ${res.statusCode} ${res.body}`);
  const mail = await smtp.waitFor(email, (m) => smtp.mails.indexOf(m) >= before);
  return { code: codeIn(mail), mail };
}

/** The whole e-mail check: code requested, read from the mail, verified; returns the verification token. */
export async function verifiedToken(
  client: Client,
  smtp: SmtpCapture,
  email: string,
  purpose: EmailPurpose,
): Promise<string> {
  const { code } = await mailedCode(client, smtp, email, purpose);
  const res = await client.post('/api/auth/email/verify', { email, purpose, code });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { verificationToken: string }).verificationToken;
}

let phoneSequence = 0;
/** A Korean mobile number nobody else in the file has, as a member would type it. */
export function uniquePhone(): string {
  phoneSequence += 1;
  const digits = String(90_000_000 + ((process.pid * 977 + phoneSequence * 7) % 9_999_999));
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

let emailSequence = 0;
/** A fresh e-mail address (lower case, unique within the run). */
export function uniqueEmail(prefix = 'visitor'): string {
  emailSequence += 1;
  return `${prefix}${Date.now().toString(36)}x${emailSequence}@example.com`;
}

/** A sign-up body that passes every rule; tests override what they probe. */
export function signupBody(email: string, verificationToken: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: 'Blue!Harbor42',
    name: '홍길동',
    phoneNumber: uniquePhone(),
    phoneRegion: 'KR',
    memberType: 'GENERAL',
    agreeService: true,
    agreePrivacy: true,
    verificationToken,
    ...overrides,
  };
}
