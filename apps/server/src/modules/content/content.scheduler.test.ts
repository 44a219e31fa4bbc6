import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const at = new Date(Date.now() + 1500);
    expect((await staff('POST', `/main-slides/${id}/publish`, { memo: '', at: at.toISOString() })).statusCode).toBe(
      200,
    );

    const scheduler = startContentScheduler(t.app.content, pino({ level: 'silent' }), 50);
    try {
      const titles = async () =>
        (
          (await t.app.inject({ url: '/api/slides', headers: { 'accept-language': 'en' } })).json()
            .mainSlides as Array<{
            title: string;
          }>
        ).map((s) => s.title);
      // Not before its time (1.5 s ahead: time enough for this first look even on a busy machine).
      expect(await titles()).toEqual([]);
      const deadline = Date.now() + 5000;
      while (!(await titles()).includes('Published on time') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(await titles()).toEqual(['Published on time']);
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    } finally {
      await scheduler.stop();
    }
  });
});
