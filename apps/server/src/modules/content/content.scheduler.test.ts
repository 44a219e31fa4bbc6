import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { mediaRow, staffCaller } from '#server/test/factories/content';
import { startContentScheduler } from './content.scheduler';

/** The scheduler's own loop, not a direct call: a due publish goes live with no one signed in. */
describe('the publishing scheduler', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await tokenFor(t.app, 'MANAGER');
  });
  afterAll(() => t.close());

  it('publishes an item once its time has come, on its own', async () => {
    const image = await mediaRow(t.database, { key: 'test/s.png', width: 800, height: 600, bytes: 1 });
    const staff = staffCaller(t.app, manager);
    const data = { title: { ko: '예약 공개', en: 'Published on time' }, pcImage: image, mobileImage: image };
    const { id } = (await staff('POST', '/main-slides', { data })).json();
    // The app's clock, held by the test: the time comes when the test says, however slow the machine.
    const realNow = t.app.clock.now;
    let now = Date.now();
    t.app.clock.now = () => new Date(now);
    const at = new Date(now + 60 * 60_000);
    expect((await staff('POST', `/main-slides/${id}/publish`, { memo: '', at: at.toISOString() })).statusCode).toBe(
      200,
    );

    const runs = vi.spyOn(t.app.content, 'runDue');
    const scheduler = startContentScheduler(t.app.content, pino({ level: 'silent' }), 50);
    const titles = async () =>
      (
        (await t.app.inject({ url: '/api/slides', headers: { 'accept-language': 'en' } })).json().mainSlides as Array<{
          title: string;
        }>
      ).map((s) => s.title);
    const patiently = { timeout: 20_000, interval: 50 };
    try {
      // Not before its time: the scheduler has looked twice meanwhile.
      await vi.waitFor(() => expect(runs.mock.calls.length).toBeGreaterThanOrEqual(2), patiently);
      expect(await titles()).toEqual([]);
      now = at.getTime();
      await vi.waitFor(async () => expect(await titles()).toEqual(['Published on time']), patiently);
    } finally {
      await scheduler.stop();
      runs.mockRestore();
      t.app.clock.now = realNow;
    }
  });
});
