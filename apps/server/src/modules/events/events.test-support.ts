import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { EventInput } from '@atrium/shared/api/events-admin';
import type { TestApp } from '#server/test/app';
import { createMember, signIn } from '#server/test/members';
import { media } from '../uploads/uploads.table';

/** An instant given as venue-local (Asia/Seoul, UTC+9) wall time, e.g. '2026-03-01T23:59:00'. */
export const seoul = (local: string) => new Date(`${local}+09:00`);

/** Stands the app's clock at an instant (the JWTs still use real time). */
export const setNow = (t: TestApp, at: Date) => {
  t.app.clock.now = () => at;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls as a signed-in person (token) or a visitor (no token), in a language. */
export const callAs =
  (t: TestApp, token?: string, lang = 'en') =>
  (method: Method, url: string, payload?: InjectOptions['payload']) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

/** A fresh member of a role, signed in: id and token. */
export async function signedIn(t: TestApp, role: 'USER' | 'MANAGER' | 'ADMIN' = 'USER', name?: string) {
  const m = await createMember(t.app, { role, ...(name ? { name } : {}) });
  const { accessToken } = await signIn(t.app, m.email, m.password);
  return { ...m, token: accessToken };
}

export const eventBody = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: { ko: '출석 체크 행사', en: 'Daily check-in' },
  summary: { ko: '매일 출석하고 선물을 받으세요.', en: 'Check in daily and receive gifts.' },
  startDate: '2026-03-01',
  checkIn: true,
  isPublic: true,
  ...overrides,
});

/** Creates an event as staff; returns its id. */
export async function createEvent(t: TestApp, staffToken: string, overrides: Partial<EventInput> = {}) {
  const res = await callAs(t, staffToken)('POST', '/api/admin/events', eventBody(overrides));
  if (res.statusCode !== 201) throw new Error(`event create failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** A PNG in the upload library (as if uploaded): its media id. */
export async function libraryImage(t: TestApp, name: string, color = '#c9a227') {
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: color } })
    .png()
    .toBuffer();
  const key = `uploads/test/${name}.png`;
  await t.app.storage.put(key, png, 'image/png');
  const [row] = await t.app.database.db
    .insert(media)
    .values({
      storageKey: key,
      originalName: `${name}.png`,
      contentType: 'image/png',
      width: 64,
      height: 64,
      bytes: png.length,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('media insert failed');
  return { id: row.id, bytes: png };
}
