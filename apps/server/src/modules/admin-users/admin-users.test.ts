import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app';
import { createMember, signIn } from '#server/test/members';
import { users } from '../users/users.table';
import { auditLog } from '../audit/audit.table';

describe('admin: users', () => {
  let t: TestApp;
  let admin: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', TIMEZONE: 'Asia/Seoul' });
    const a = await createMember(t.app, { role: 'ADMIN', name: 'Head Admin' });
    admin = { id: a.id, token: (await signIn(t.app, a.email, a.password)).accessToken };
    // A population with known sign-up times (UTC) and attributes.
    const db = t.database.db;
    const people: Array<Omit<typeof users.$inferInsert, 'passwordHash' | 'createdAt'> & { createdAt: string }> = [
      {
        email: 'kim@example.com',
        name: '김하늘',
        phoneNumber: '+821011112222',
        phoneRegion: 'KR',
        memberType: 'PASTOR',
        createdAt: '2026-03-01T14:59:00Z',
      },
      {
        email: 'lee@example.com',
        name: '이바다',
        phoneNumber: '+821033334444',
        phoneRegion: 'KR',
        memberType: 'GENERAL',
        createdAt: '2026-03-01T15:00:00Z',
      },
      {
        email: 'sato@example.jp',
        name: 'Sato Yuki',
        phoneNumber: '+819012345678',
        phoneRegion: 'JP',
        memberType: 'BLESSED_FAMILY',
        createdAt: '2026-03-02T03:00:00Z',
      },
      {
        email: 'ana@example.es',
        name: 'Ana García',
        phoneNumber: '+34612345678',
        phoneRegion: 'ES',
        memberType: 'GENERAL',
        createdAt: '2026-03-03T10:00:00Z',
      },
    ];
    for (const p of people) {
      await db.insert(users).values({ ...p, passwordHash: 'x', createdAt: new Date(p.createdAt) });
    }
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${admin.token}` } });
  const post = (url: string, payload: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': lang },
    });
  const emails = async (url: string) => (await get(url)).json().items.map((u: { email: string }) => u.email);
  /** Only the seeded population (the app also holds its first admin and ours). */
  const seeded = async (url: string) =>
    (await emails(url)).filter((e: string) => !e.includes('admin') && !e.startsWith('member'));

  it('lists members newest first, paged from page 1, without secrets', async () => {
    const res = await get('/api/admin/users');
    const body = res.json();
    expect(body.page).toBe(1);
    expect(body.total).toBe(6); // the four above, our admin and the app's first admin
    expect(body.items[0].email).not.toBe('kim@example.com');
    expect(body.items.at(-1).email).toBe('kim@example.com');
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['createdAt', 'email', 'id', 'locked', 'memberType', 'name', 'phoneNumber', 'phoneRegion', 'role'].sort(),
    );
    expect(JSON.stringify(body)).not.toContain('passwordHash');
  });

  it('filters by member type, role, phone region and sign-up dates in the venue time zone', async () => {
    expect(await seeded('/api/admin/users?memberType=GENERAL')).toEqual(['ana@example.es', 'lee@example.com']);
    expect(await seeded('/api/admin/users?memberType=PASTOR')).toEqual(['kim@example.com']);
    expect(await emails('/api/admin/users?phoneRegion=JP')).toEqual(['sato@example.jp']);
    expect(await emails('/api/admin/users?role=ADMIN')).toHaveLength(2);
    // 2026-03-01T15:00Z is already 2026-03-02 in Seoul; 14:59Z is still the 1st.
    expect(await emails('/api/admin/users?startDate=2026-03-02&endDate=2026-03-02')).toEqual([
      'sato@example.jp',
      'lee@example.com',
    ]);
    expect(await emails('/api/admin/users?endDate=2026-03-01')).toEqual(['kim@example.com']);
  });

  it('refuses bad filters with 400 VALIDATION_FAILED', async () => {
    for (const q of ['memberType=ALIEN', 'page=0', 'startDate=yesterday', 'phoneRegion=korea']) {
      const res = await get(`/api/admin/users?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('searches by name, e-mail or phone', async () => {
    expect(await emails('/api/admin/users/search?keyword=%EB%B0%94%EB%8B%A4')).toEqual(['lee@example.com']);
    expect(await emails('/api/admin/users/search?keyword=EXAMPLE.JP')).toEqual(['sato@example.jp']);
    expect(await emails('/api/admin/users/search?keyword=010-1111')).toEqual(['kim@example.com']);
    expect(await emails('/api/admin/users/search?keyword=%25')).toEqual([]);
    expect((await get('/api/admin/users/search')).statusCode).toBe(400);
  });

  it('shows a member in detail and answers 404 USER_NOT_FOUND for nobody', async () => {
    const [kim] = await t.database.db.select().from(users).where(eq(users.email, 'kim@example.com'));
    const res = await get(`/api/admin/users/${kim?.id}`);
    expect(res.json()).toMatchObject({ email: 'kim@example.com', memberType: 'PASTOR', failedLoginCount: 0 });
    const missing = await get('/api/admin/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('USER_NOT_FOUND');
  });

  it('changes a role and records it in the audit log', async () => {
    const [ana] = await t.database.db.select().from(users).where(eq(users.email, 'ana@example.es'));
    const res = await post(`/api/admin/users/${ana?.id}/role`, { role: 'MANAGER' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('MANAGER');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.role'));
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetId: String(ana?.id),
      details: { from: 'USER', to: 'MANAGER' },
    });
    const log = (await get('/api/admin/audit')).json();
    expect(log.items[0]).toMatchObject({ action: 'user.role', actor: { id: admin.id } });
  });

  it('answers 400 INVALID_GRADE for an unknown role and 404 for an unknown user', async () => {
    const [lee] = await t.database.db.select().from(users).where(eq(users.email, 'lee@example.com'));
    const bad = await post(`/api/admin/users/${lee?.id}/role`, { role: 'SUPERUSER' }, 'ko');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'INVALID_GRADE', message: '유효하지 않은 등급입니다.' });
    expect((await post('/api/admin/users/999999/role', { role: 'USER' })).json().code).toBe('USER_NOT_FOUND');
  });

  it('never demotes the last admin', async () => {
    const [first] = await t.database.db.select().from(users).where(eq(users.email, 'admin@atrium.local'));
    expect((await post(`/api/admin/users/${first?.id}/role`, { role: 'USER' })).statusCode).toBe(200);
    const res = await post(`/api/admin/users/${admin.id}/role`, { role: 'USER' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMIN');
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'ADMIN'));
    expect(n).toBe(1);
  });
});

describe('admin: users search audit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records every search over personal data: who, what keyword, which list', async () => {
    const a = await createMember(t.app, { role: 'ADMIN' });
    const token = (await signIn(t.app, a.email, a.password)).accessToken;
    const res = await t.app.inject({
      url: `/api/admin/users/search?keyword=${encodeURIComponent('010-1111')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.search'));
    expect(entry).toMatchObject({
      actorId: a.id,
      actorEmail: a.email,
      details: { list: 'users', keyword: '010-1111', page: 1, rows: 0 },
    });
  });
});
