import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { meetsPasswordRule } from '@atrium/shared/password';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { users } from './users.table';
import { hashPassword } from './password-hash';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SPECIALS = '!@#$%^&*';

/** A random password that passes the site's own rule (letters, digits, a special character). */
export function generatePassword(length = 20): string {
  for (;;) {
    const chars = Array.from({ length: length - 1 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    chars.splice(randomInt(length), 0, SPECIALS[randomInt(SPECIALS.length)]);
    const password = chars.join('');
    if (meetsPasswordRule(password)) return password;
  }
}

export interface BootstrapResult {
  created?: { email: string; password?: string };
  promoted?: string;
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: create or promote that admin. Otherwise, when no admin exists,
 * create one with a random password and print it once. Nothing ships with a default password.
 */
export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<BootstrapResult> {
  if (config.admin) {
    const email = config.admin.email.toLowerCase();
    const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
    if (existing) {
      if (existing.role !== 'ADMIN') {
        await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, existing.id));
        log.info({ email }, 'promoted ADMIN_EMAIL to admin');
        return { promoted: email };
      }
      return {};
    }
    await db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(config.admin.password), name: 'Administrator', role: 'ADMIN' })
      // Several instances starting at once on an empty database: the first one creates it.
      .onConflictDoNothing({ target: users.email });
    log.info({ email }, 'created the admin from ADMIN_EMAIL');
    return { created: { email } };
  }

  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
  if (anyAdmin) return {};
  const email = 'admin@atrium.local';
  const password = generatePassword();
  const inserted = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), name: 'Administrator', role: 'ADMIN' })
    .onConflictDoUpdate({ target: users.email, set: { role: 'ADMIN' } })
    .returning({ id: users.id });
  if (inserted.length === 0) return {};
  return { created: { email, password } };
}
