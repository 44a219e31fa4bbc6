import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { meetsPasswordRule } from '@atrium/shared/password-rule';
import { bootApp } from '#server/test/app';
import { loadConfig } from '#server/config';
import { openTestDatabase } from '#server/test/database';
import type { Database } from '#server/db/client';
import { users } from './users.table';
import { verifyPassword } from './password-hash';

describe('the first admin', () => {
  let database: Database;
  const config = (env: Record<string, string> = {}) =>
    loadConfig({ DATA_DIR: '/tmp/atrium-bootstrap', WEB_DIST: '/nonexistent', SEED_DEMO: 'false', ...env });
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is created once with a random password that passes the rule, and not again', async () => {
    const first = await bootApp(config(), { database, logger: false });
    const created = first.bootstrap.created;
    await first.close();
    expect(created?.password).toBeDefined();
    expect(meetsPasswordRule(created?.password ?? '')).toBe(true);
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, created?.email ?? ''));
    expect(row?.role).toBe('ADMIN');
    expect(await verifyPassword(row?.passwordHash ?? '', created?.password ?? '')).toBe(true);

    const second = await bootApp(config(), { database, logger: false });
    expect(second.bootstrap.created).toBeUndefined();
    await second.close();
  });

  it('promotes an existing member named by ADMIN_EMAIL without touching the password', async () => {
    await database.db.insert(users).values({ email: 'staff@example.com', passwordHash: 'kept', name: 'Staff' });
    const app = await bootApp(config({ ADMIN_EMAIL: 'Staff@Example.com', ADMIN_PASSWORD: 'An0ther!Secret' }), {
      database,
      logger: false,
    });
    expect(app.bootstrap.promoted).toBe('staff@example.com');
    await app.close();
    const [row] = await database.db.select().from(users).where(eq(users.email, 'staff@example.com'));
    expect(row).toMatchObject({ role: 'ADMIN', passwordHash: 'kept' });
  });
});
