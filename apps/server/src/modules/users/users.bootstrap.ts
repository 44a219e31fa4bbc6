import type { Log } from '#server/lib/logger';
import { randomInt } from 'node:crypto';
import { meetsPasswordRule } from '@atrium/shared/password-rule';
import type { Db } from '#server/db/client';
import type { Config } from '#server/config';
import { createUsersRepository } from './users.repository';
import { hashPassword } from './password-hash';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SPECIALS = '!@#$%^&*';

/** A random password that passes the site's own rule (letters, digits, a special character). */
function generatePassword(length = 20): string {
  for (;;) {
    const chars = Array.from({ length: length - 1 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    chars.splice(randomInt(length), 0, SPECIALS[randomInt(SPECIALS.length)]);
    const password = chars.join('');
    if (meetsPasswordRule(password)) return password;
  }
}

/** What ensureAdmin logs with (the server's logger). */

export interface BootstrapResult {
  created?: { email: string; password?: string };
  promoted?: string;
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: create or promote that admin. Otherwise, when no admin exists,
 * create one with a random password and print it once. Nothing ships with a default password.
 */
export async function ensureAdmin(db: Db, config: Config, log: Pick<Log, 'info'>): Promise<BootstrapResult> {
  const repo = createUsersRepository(db);
  if (config.admin) {
    const email = config.admin.email.toLowerCase();
    const existing = await repo.roleByEmail(email);
    if (existing) {
      if (existing.role !== 'ADMIN') {
        await repo.setRole(existing.id, 'ADMIN');
        log.info({ email }, 'promoted ADMIN_EMAIL to admin');
        return { promoted: email };
      }
      return {};
    }
    // Several instances starting at once on an empty database: the first one creates it.
    await repo.insertUnlessTaken({
      email,
      passwordHash: await hashPassword(config.admin.password),
      name: 'Administrator',
      role: 'ADMIN',
    });
    log.info({ email }, 'created the admin from ADMIN_EMAIL');
    return { created: { email } };
  }

  if (await repo.anyAdmin()) return {};
  const email = 'admin@atrium.local';
  const password = generatePassword();
  const written = await repo.insertOrPromote({
    email,
    passwordHash: await hashPassword(password),
    name: 'Administrator',
    role: 'ADMIN',
  });
  if (!written) return {};
  return { created: { email, password } };
}
