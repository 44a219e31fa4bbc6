import type { FastifyInstance } from 'fastify';
import type { Role } from '@atrium/shared/api/auth';
import type { Language } from '@atrium/shared/languages';
import { hashPassword } from '../modules/users/password-hash';
import { users } from '../modules/users/users.table';

let sequence = 0;

export interface TestMember {
  id: number;
  email: string;
  password: string;
  phoneNumber: string;
}

/** Inserts a member directly (no sign-up flow), for tests about what comes after. */
export async function createMember(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; role?: Role; name?: string; language?: Language } = {},
): Promise<TestMember> {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  const email = overrides.email ?? `member${unique}@example.com`;
  const password = overrides.password ?? 'Correct!Horse9';
  const phoneNumber = `+8210${String(10_000_000 + ((Date.now() + sequence * 7919) % 89_999_999)).slice(0, 8)}`;
  const [row] = await app.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      name: overrides.name ?? 'Test Member',
      phoneNumber,
      phoneRegion: 'KR',
      role: overrides.role ?? 'USER',
      language: overrides.language ?? 'ko',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('member insert failed');
  return { id: row.id, email, password, phoneNumber };
}

/** Signs a member in through the API; returns the reply body (tokens, role…). */
export async function signIn(app: FastifyInstance, email: string, password: string, ip = '203.0.113.10') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as { accessToken: string; refreshToken: string; username: string; role: Role; pwdChange: boolean };
}

/** A distinct client address per call, so address limits of one test do not touch another. */
let ipCounter = 0;
export const nextIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

/** A fresh member of a role, signed in: their access token (staff tests need one per role). */
export async function tokenFor(app: FastifyInstance, role: Role = 'USER'): Promise<string> {
  const m = await createMember(app, { role });
  return (await signIn(app, m.email, m.password)).accessToken;
}
