import type { EventInput } from '@atrium/shared/api/events-admin';
import type { TestApp } from '#server/test/app';
import { callAs } from './people';

/** An instant given as venue-local (Asia/Seoul, UTC+9) wall time, e.g. '2026-03-01T23:59:00'. */
export const seoul = (local: string) => new Date(`${local}+09:00`);

/** Stands the app's clock at an instant (the JWTs still use real time). */
export const setNow = (t: TestApp, at: Date) => {
  t.app.clock.now = () => at;
};

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
