// Sessions for the signed-in pages: the admin the server was started with, and a member signed
// up through the API with the code from the server's outbox (DATA_DIR/outbox, no SMTP set).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

async function post(base, apiPath, body) {
  const response = await fetch(`${base}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'ko' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /api${apiPath} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * The browser storage the sign-in page leaves (apps/web/src/lib/session.ts), for a context's
 * storageState: the page opens signed in, as a returning visitor's would.
 */
function storageOf(base, session) {
  const values = {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    username: session.username,
    role: session.role,
    pwdChange: String(session.pwdChange ?? false),
  };
  return {
    cookies: [],
    origins: [{ origin: base, localStorage: Object.entries(values).map(([name, value]) => ({ name, value })) }],
  };
}

/** Signs the admin in through the API (a new admin has no two-factor sign-in to pass). */
export async function adminStorage(base, admin) {
  const session = await post(base, '/auth/signin', admin);
  if (!session.accessToken) throw new Error('The admin sign-in asked for a second step.');
  return storageOf(base, session);
}

/** The outbox's mails to `to`, as [headers, body text] (quoted-printable and base64 parts decoded). */
function mailsTo(dataDir, to) {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .map((raw) => {
      const split = raw.search(/\r?\n\r?\n/);
      return [raw.slice(0, split), raw.slice(split)];
    })
    .filter(([headers]) => headers.toLowerCase().includes(to))
    .map(([headers, body]) => {
      const base64 = [...body.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
        Buffer.from(m[1], 'base64').toString('utf8'),
      );
      return [headers, [body.replace(/=\r?\n/g, ''), ...base64].join('\n')];
    });
}

/** Signs up a new member: e-mail code (read from the outbox), verification, sign-up (which signs in). */
export async function memberStorage(base, dataDir) {
  const email = `member-${randomBytes(4).toString('hex')}@example.com`;
  await post(base, '/auth/email/code', { email, purpose: 'signup' });
  let code;
  for (let waited = 0; !code; waited += 100) {
    code = mailsTo(dataDir, email)
      .map(([, text]) => text.match(/\b(\d{6})\b/)?.[1])
      .find(Boolean);
    if (!code && waited > 10_000) throw new Error('No sign-up code in the outbox.');
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const { verificationToken } = await post(base, '/auth/email/verify', { email, purpose: 'signup', code });
  const session = await post(base, '/auth/signup', {
    email,
    password: `Mb!${randomBytes(9).toString('base64url')}4k`,
    name: 'Measure Member',
    phoneNumber: `010${10_000_000 + Math.floor(Math.random() * 89_999_999)}`,
    phoneRegion: 'KR',
    memberType: 'GENERAL',
    agreeService: true,
    agreePrivacy: true,
    verificationToken,
  });
  return storageOf(base, { ...session, pwdChange: false });
}
