import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

type Handler = () => void | Promise<void>;
const noop = () => {};

/**
 * Tells every server process that something changed (content saved, UI strings published), so
 * each drops or reloads what it keeps in memory. In-process without REDIS_URL; over Redis pub/sub
 * with it. publish() runs this process's handlers, then waits (at most `ackTimeoutMs`) until every
 * other process has run its own, so the next request sees the change whichever instance serves it.
 */
export interface Bus {
  subscribe(topic: string, handler: Handler): void;
  publish(topic: string): Promise<void>;
  /** 'redis' while changes reach other processes. */
  mode(): 'memory' | 'redis';
  /**
   * Resolves once every publish in progress has been applied everywhere; undefined when none is
   * (the common case, kept free). Replies wait for it, so even a write that did not await its
   * publish is seen by the next request, whichever instance serves it.
   */
  settled(): Promise<void> | undefined;
  close(): Promise<void>;
}

function createHandlers() {
  const handlers = new Map<string, Handler[]>();
  return {
    add(topic: string, handler: Handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    async run(topic: string) {
      for (const h of handlers.get(topic) ?? []) await h();
    },
    async runAll() {
      for (const topic of handlers.keys()) await this.run(topic);
    },
  };
}

export function createMemoryBus(): Bus {
  const handlers = createHandlers();
  return {
    subscribe: (topic, handler) => handlers.add(topic, handler),
    publish: (topic) => handlers.run(topic),
    mode: () => 'memory',
    settled: () => undefined,
    close: async () => {},
  };
}

interface Message {
  from: string;
  id: string;
  topic: string;
}

export async function createRedisBus(url: string, log: FastifyBaseLogger, ackTimeoutMs = 2000): Promise<Bus> {
  const { Redis } = await import('ioredis');
  const options = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
  const pub = new Redis(url, options);
  // A subscriber queues its SUBSCRIBE until connected and resubscribes after a reconnection.
  const sub = new Redis(url, { ...options, enableOfflineQueue: true });
  pub.on('error', () => {});
  sub.on('error', () => {});

  // Pub/sub channels ignore the database number: keep deployments on one Redis apart.
  const db = new URL(url).pathname.replace(/^\//, '') || '0';
  const channel = `atrium:bus:${db}`;
  const me = randomUUID();
  const ackChannel = `${channel}:ack:${me}`;
  const handlers = createHandlers();
  const waiting = new Map<string, { got: number; want?: number; done: () => void }>();
  const check = (id: string) => {
    const w = waiting.get(id);
    if (w && w.want !== undefined && w.got >= w.want) w.done();
  };
  let lost = false;

  sub.on('message', (from: string, text: string) => {
    if (from === ackChannel) {
      const w = waiting.get(text);
      if (w) w.got += 1;
      check(text);
      return;
    }
    let msg: Message;
    try {
      msg = JSON.parse(text) as Message;
    } catch {
      return;
    }
    if (msg.from === me) return;
    void handlers
      .run(msg.topic)
      .catch((err: unknown) => log.error({ err, topic: msg.topic }, 'applying a change from another instance failed'))
      .then(() => pub.publish(`${channel}:ack:${msg.from}`, msg.id))
      .catch(() => {});
  });
  sub.on('close', () => {
    if (!lost) log.warn('Redis unreachable: changes no longer reach other instances');
    lost = true;
  });
  sub.on('ready', () => {
    if (!lost) return;
    lost = false;
    // Changes published while we were cut off never arrived: start again from the database.
    log.info('Redis answers again: reloading cached content and UI strings');
    void handlers.runAll().catch((err: unknown) => log.error({ err }, 'reload after reconnect failed'));
  });
  // Not awaited: with Redis down at start the server still starts (and subscribes once it answers).
  const subscribed = sub.subscribe(channel, ackChannel).catch(() => {});
  await Promise.race([subscribed, new Promise((r) => setTimeout(r, 3000).unref())]);

  const inProgress = new Set<Promise<void>>();

  return {
    subscribe: (topic, handler) => handlers.add(topic, handler),
    publish(topic) {
      const done = publish(topic);
      const tracked: Promise<void> = done.then(noop, noop).finally(() => inProgress.delete(tracked));
      inProgress.add(tracked);
      return done;
    },
    settled: () => (inProgress.size ? Promise.all(inProgress).then(() => undefined) : undefined),
    mode: () => (pub.status === 'ready' && sub.status === 'ready' ? 'redis' : 'memory'),
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };

  async function publish(topic: string): Promise<void> {
    await handlers.run(topic);
    if (pub.status !== 'ready') return;
    const id = randomUUID();
    let resolve!: () => void;
    const acked = new Promise<void>((r) => (resolve = r));
    const timer = setTimeout(resolve, ackTimeoutMs);
    waiting.set(id, { got: 0, done: resolve });
    try {
      // PUBLISH answers how many subscribers got it, this process included.
      const receivers = await pub.publish(channel, JSON.stringify({ from: me, id, topic } satisfies Message));
      const w = waiting.get(id);
      if (w) w.want = receivers - 1;
      check(id);
      await acked;
    } catch (err) {
      log.warn({ err, topic }, 'could not tell other instances about a change');
    } finally {
      clearTimeout(timer);
      waiting.delete(id);
    }
  }
}

export async function createBus(redisUrl: string | undefined, log: FastifyBaseLogger): Promise<Bus> {
  return redisUrl ? createRedisBus(redisUrl, log) : createMemoryBus();
}
