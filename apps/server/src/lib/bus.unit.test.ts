import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus, type Bus } from './bus';
import { hasRedisServer, startPrivateRedis, type PrivateRedis } from '../test/redis';

const log = pino({ level: 'silent' });
const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('change bus', () => {
  it('runs the handlers of a topic in this process without Redis', async () => {
    const bus = createMemoryBus();
    const seen: string[] = [];
    bus.subscribe('a', () => void seen.push('a1'));
    bus.subscribe('a', async () => void seen.push('a2'));
    bus.subscribe('b', () => void seen.push('b'));
    await bus.publish('a');
    expect(seen).toEqual(['a1', 'a2']);
  });

  describe.skipIf(!hasRedisServer)('over Redis', () => {
    let redis: PrivateRedis;
    const buses: Bus[] = [];
    beforeAll(async () => {
      redis = await startPrivateRedis();
    });
    afterAll(async () => {
      for (const b of buses) await b.close();
      await redis.close();
    });
    const open = async () => {
      const bus = await createRedisBus(redis.url, log, { ackTimeoutMs: 3000 });
      buses.push(bus);
      return bus;
    };

    it('reaches every other process, and publish resolves only once they have applied it', async () => {
      const [a, b, c] = [await open(), await open(), await open()];
      const applied: string[] = [];
      a.subscribe('content', () => void applied.push('a'));
      b.subscribe('content', async () => {
        await new Promise((r) => setTimeout(r, 200)); // a slow reload (database query)
        applied.push('b');
      });
      c.subscribe('content', () => void applied.push('c'));
      await a.publish('content');
      expect(applied.sort()).toEqual(['a', 'b', 'c']);
      expect(a.mode()).toBe('redis');
    });

    it('lets a reply wait for a publish nobody awaited (settled)', async () => {
      const [a, b] = [await open(), await open()];
      let applied = false;
      b.subscribe('news', async () => {
        await new Promise((r) => setTimeout(r, 150));
        applied = true;
      });
      expect(a.settled()).toBeUndefined();
      void a.publish('news');
      const settling = a.settled();
      expect(settling).toBeInstanceOf(Promise);
      await settling;
      expect(applied).toBe(true);
      expect(a.settled()).toBeUndefined();
    });

    it('keeps working in this process while Redis is down, and resyncs the others when it returns', async () => {
      const a = await open();
      const b = await open();
      let aCount = 0;
      let bCount = 0;
      a.subscribe('i18n', () => void (aCount += 1));
      b.subscribe('i18n', () => void (bCount += 1));
      await redis.stop();
      await until(() => a.mode() === 'memory' && b.mode() === 'memory');
      await a.publish('i18n'); // b cannot hear this one
      expect(aCount).toBe(1);
      expect(bCount).toBe(0);
      await redis.start();
      // Back: b reloads by itself, since it may have missed changes.
      await until(() => bCount === 1 && b.mode() === 'redis' && a.mode() === 'redis');
      await a.publish('i18n');
      expect(bCount).toBe(2);
    });
  });
});
