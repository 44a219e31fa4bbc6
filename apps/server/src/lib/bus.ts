import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PeerMode } from '@atrium/shared/api/propagation';
import { peerPolls } from './metrics';

type Handler = () => void | Promise<void>;
const noop = () => {};

/**
 * How often an instance cut off from Redis reads the change counts: a change made elsewhere is
 * applied here at most this long after it (docs/decisions/032-bounded-staleness-and-stale-pages.md).
 */
const PEER_POLL_MS = 2000;

/**
 * Each topic's count of changes, kept where every instance reads it (the database: lib/change-counts.ts),
 * so an instance that missed a notice finds out by reading the counts.
 */
export interface ChangeCounts {
  /** Counts a change of `topic`; answers the new count. */
  bump(topic: string): Promise<number>;
  /** Every topic's count. */
  read(): Promise<Map<string, number>>;
}

/**
 * Tells every server process that something changed (content saved, UI strings published), so
 * each drops or reloads what it keeps in memory. In-process without REDIS_URL; over Redis pub/sub
 * with it. publish() runs this process's handlers, then waits (at most `ackTimeoutMs`) until every
 * other process has run its own, so the next request sees the change whichever instance serves it.
 * With change counts, every publish is also counted in the database, and while Redis is
 * unreachable each process polls the counts and applies what changed elsewhere.
 */
export interface Bus {
  subscribe(topic: string, handler: Handler): void;
  publish(topic: string): Promise<void>;
  /** 'redis' while changes reach other processes. */
  mode(): 'memory' | 'redis';
  /** How other processes learn of this one's changes now (and this one of theirs). */
  peers(): PeerMode;
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
    peers: () => 'none',
    settled: () => undefined,
    close: async () => {},
  };
}

interface Message {
  from: string;
  id: string;
  topic: string;
  /** The topic's change count this change made (absent without change counts). */
  count?: number;
}

interface RedisBusOptions {
  /** How long a publish waits for the other processes' acknowledgements. */
  ackTimeoutMs?: number;
  /** Where changes are counted for processes cut off from Redis; without it they wait for Redis. */
  counts?: ChangeCounts;
  pollMs?: number;
}

export async function createRedisBus(
  url: string,
  log: FastifyBaseLogger,
  { ackTimeoutMs = 2000, counts, pollMs = PEER_POLL_MS }: RedisBusOptions = {},
): Promise<Bus> {
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

  /** The change count of each topic this process has applied (what it holds is at least that recent). */
  const applied = new Map<string, number>();
  const note = (topic: string, count: number | undefined) => {
    if (count !== undefined && count > (applied.get(topic) ?? 0)) applied.set(topic, count);
  };
  /** Every topic's count now, as applied: what is loaded from here on is at least that recent. */
  const noteAll = async () => {
    if (!counts) return;
    for (const [topic, count] of await counts.read()) note(topic, count);
  };
  const ready = () => pub.status === 'ready' && sub.status === 'ready';
  const peers = (): PeerMode => (ready() ? 'redis' : counts ? 'polling' : 'none');
  // Before any handler's first load (the app subscribes after this), so nothing loaded is older.
  await noteAll().catch((err: unknown) => log.warn({ err }, 'change counts unreadable at start'));

  /** Applies what other processes changed while this one could not hear them (Redis unreachable). */
  let polling = false;
  async function poll(): Promise<void> {
    if (!counts || polling || peers() !== 'polling') return;
    polling = true;
    try {
      const changed = [...(await counts.read())].filter(([topic, count]) => count > (applied.get(topic) ?? 0));
      for (const [topic, count] of changed) {
        note(topic, count);
        await handlers.run(topic).catch((err: unknown) => log.error({ err, topic }, 'applying a polled change failed'));
      }
      peerPolls.inc({ result: changed.length ? 'changed' : 'unchanged' });
    } catch (err) {
      peerPolls.inc({ result: 'failed' });
      log.warn({ err }, 'change counts unreadable');
    } finally {
      polling = false;
    }
  }
  const poller = counts ? setInterval(() => void poll(), pollMs) : undefined;
  poller?.unref();

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
    note(msg.topic, msg.count);
    void handlers
      .run(msg.topic)
      .catch((err: unknown) => log.error({ err, topic: msg.topic }, 'applying a change from another instance failed'))
      .then(() => pub.publish(`${channel}:ack:${msg.from}`, msg.id))
      .catch(() => {});
  });
  sub.on('close', () => {
    if (!lost) {
      log.warn(
        counts
          ? 'Redis unreachable: changes reach other instances by polling the database, within seconds'
          : 'Redis unreachable: changes no longer reach other instances',
      );
    }
    lost = true;
  });
  sub.on('ready', () => {
    if (!lost) return;
    lost = false;
    // Changes published while we were cut off never arrived (polling caught up with most of
    // them, not with the last seconds'): start again from the database.
    log.info('Redis answers again: reloading cached content and UI strings');
    void noteAll()
      .catch(() => {})
      .then(() => handlers.runAll())
      .catch((err: unknown) => log.error({ err }, 'reload after reconnect failed'));
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
    mode: () => (ready() ? 'redis' : 'memory'),
    peers,
    async close() {
      clearInterval(poller);
      pub.disconnect();
      sub.disconnect();
    },
  };

  /** Counts the change in the database, for processes that cannot hear it now; its count, if counted. */
  async function count(topic: string): Promise<number | undefined> {
    if (!counts) return undefined;
    try {
      const n = await counts.bump(topic);
      // Applied here by the handlers that follow, which read after the count moved.
      note(topic, n);
      return n;
    } catch (err) {
      log.warn({ err, topic }, 'could not count a change: instances cut off from Redis will not see it');
      return undefined;
    }
  }

  async function publish(topic: string): Promise<void> {
    const n = await count(topic);
    await handlers.run(topic);
    if (pub.status !== 'ready') return;
    const id = randomUUID();
    let resolve!: () => void;
    const acked = new Promise<void>((r) => (resolve = r));
    const timer = setTimeout(resolve, ackTimeoutMs);
    waiting.set(id, { got: 0, done: resolve });
    try {
      // PUBLISH answers how many subscribers got it, this process included.
      const receivers = await pub.publish(channel, JSON.stringify({ from: me, id, topic, count: n } satisfies Message));
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

export async function createBus(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  counts?: ChangeCounts,
): Promise<Bus> {
  return redisUrl ? createRedisBus(redisUrl, log, { counts }) : createMemoryBus();
}
