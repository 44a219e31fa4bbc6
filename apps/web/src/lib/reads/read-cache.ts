/**
 * The public pages' read cache (docs/decisions/040-own-read-cache.md): what TanStack Query gave
 * them (one read per key at a time, data kept under its key, stale after a while, refetched when
 * invalidated, on focus or on an interval, a failed read retried once) without its 9 KB in every
 * first load. Its methods take TanStack Query's names, so a read reads the same on both sides.
 */
export type QueryKey = readonly unknown[];

export interface ReadState<T = unknown> {
  data: T | undefined;
  error: unknown;
  status: 'pending' | 'error' | 'success';
  /** A read of the key is on its way. */
  fetching: boolean;
  /** When the data came (ms); 0 before any. */
  updatedAt: number;
  /** Failed tries of the current read. */
  failureCount: number;
}

export type QueryFn<T> = (context: { signal: AbortSignal }) => Promise<T>;

/** How a mounted reader keeps its key fresh. */
export interface Observer<T> {
  queryFn: QueryFn<T>;
  staleTime: number;
  retry: (failureCount: number, error: unknown) => boolean;
  refetchInterval?: number;
  refetchOnWindowFocus: boolean;
  gcTime: number;
}

interface Entry {
  key: QueryKey;
  state: ReadState;
  listeners: Set<() => void>;
  observers: Set<Observer<unknown>>;
  /** Set by invalidateQueries: fresh data or not, the next reader reads again. */
  invalid: boolean;
  running?: Promise<void>;
  controller?: AbortController;
  gcTimer?: ReturnType<typeof setTimeout>;
}

const PENDING: ReadState = Object.freeze({
  data: undefined,
  error: null,
  status: 'pending',
  fetching: false,
  updatedAt: 0,
  failureCount: 0,
});

/** Keys compare by value (the key's JSON), as TanStack Query's do. */
export const hashKey = (key: QueryKey): string => JSON.stringify(key);

/** `key` starts with `prefix`, part by part. */
const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, i) => hashKey([part]) === hashKey([key[i]]));

/** TanStack Query's first retry delay. */
const RETRY_DELAY_MS = 1000;

export class ReadCache {
  readonly #entries = new Map<string, Entry>();

  #entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    let entry = this.#entries.get(hash);
    if (!entry) {
      entry = { key, state: PENDING, listeners: new Set(), observers: new Set(), invalid: false };
      this.#entries.set(hash, entry);
    }
    return entry;
  }

  #set(entry: Entry, state: Partial<ReadState>) {
    entry.state = { ...entry.state, ...state };
    for (const listener of entry.listeners) listener();
  }

  #matching(filters?: { queryKey?: QueryKey; exact?: boolean }): Entry[] {
    const prefix = filters?.queryKey;
    return [...this.#entries.values()].filter(
      (entry) => !prefix || (filters.exact ? hashKey(entry.key) === hashKey(prefix) : startsWith(entry.key, prefix)),
    );
  }

  /** The key's state: the same object until it changes (useSyncExternalStore's snapshot). */
  snapshot<T>(key: QueryKey): ReadState<T> {
    return (this.#entries.get(hashKey(key))?.state ?? PENDING) as ReadState<T>;
  }

  subscribe(key: QueryKey, listener: () => void): () => void {
    const entry = this.#entry(key);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      // A key that was only looked at (a reader not enabled) and holds nothing goes at once.
      if (!this.#held(entry) && entry.state === PENDING) this.#entries.delete(hashKey(entry.key));
    };
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.#entries.get(hashKey(key))?.state.data as T | undefined;
  }

  setQueryData<T>(key: QueryKey, data: T | ((old: T | undefined) => T | undefined)): void {
    const entry = this.#entry(key);
    const next =
      typeof data === 'function' ? (data as (old: T | undefined) => T | undefined)(entry.state.data as T) : data;
    if (next === undefined) return;
    entry.invalid = false;
    this.#set(entry, { data: next, error: null, status: 'success', updatedAt: Date.now(), failureCount: 0 });
  }

  /**
   * A reader mounts: it keeps the key fresh while it stays (reads now if the data is missing,
   * invalid or older than its staleTime; on its interval; when the window comes back).
   */
  observe<T>(key: QueryKey, observer: Observer<T>): () => void {
    const entry = this.#entry(key);
    const reader = observer as Observer<unknown>;
    clearTimeout(entry.gcTimer);
    entry.observers.add(reader);
    const refresh = () => {
      if (this.#isStale(entry, observer.staleTime)) void this.#read(entry, reader);
    };
    refresh();
    const interval = observer.refetchInterval
      ? setInterval(() => void this.#read(entry, reader), observer.refetchInterval)
      : undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    if (observer.refetchOnWindowFocus) document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
      entry.observers.delete(reader);
      if (entry.observers.size === 0) {
        entry.gcTimer = setTimeout(() => {
          if (!this.#held(entry) && this.#entries.get(hashKey(entry.key)) === entry) {
            this.#entries.delete(hashKey(entry.key));
          }
        }, observer.gcTime);
      }
    };
  }

  #isStale(entry: Entry, staleTime: number) {
    return entry.invalid || entry.state.status !== 'success' || Date.now() - entry.state.updatedAt >= staleTime;
  }

  /** One read of the key at a time: a second asker shares the first's. */
  #read(entry: Entry, observer: Observer<unknown>): Promise<void> {
    if (entry.running) return entry.running;
    const controller = new AbortController();
    entry.controller = controller;
    this.#set(entry, { fetching: true, failureCount: 0 });
    const attempt = async (): Promise<void> => {
      try {
        const data = await observer.queryFn({ signal: controller.signal });
        if (controller.signal.aborted) return;
        entry.invalid = false;
        this.#set(entry, {
          data,
          error: null,
          status: 'success',
          fetching: false,
          updatedAt: Date.now(),
          failureCount: 0,
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        // Asked with the failures before this one, as TanStack Query's retry is.
        const retry = observer.retry(entry.state.failureCount, error);
        const failureCount = entry.state.failureCount + 1;
        if (retry) {
          this.#set(entry, { failureCount });
          await new Promise((done) => setTimeout(done, RETRY_DELAY_MS));
          if (!controller.signal.aborted) return attempt();
          return;
        }
        this.#set(entry, { error, status: 'error', fetching: false, failureCount });
      }
    };
    const running = attempt().finally(() => {
      if (entry.running === running) entry.running = undefined;
      if (controller.signal.aborted && entry.state.fetching) this.#set(entry, { fetching: false });
    });
    entry.running = running;
    return running;
  }

  /** Reads the key again now (a reader's refetch); nothing when no reader knows how. */
  refetch(key: QueryKey): Promise<void> {
    const entry = this.#entries.get(hashKey(key));
    const [observer] = entry?.observers ?? [];
    return entry && observer ? this.#read(entry, observer) : Promise.resolve();
  }

  /** Marks the keys under `queryKey` out of date; those a reader shows are read again at once. */
  async invalidateQueries(filters?: { queryKey?: QueryKey; exact?: boolean }): Promise<void> {
    const reads = this.#matching(filters).map((entry) => {
      entry.invalid = true;
      const [observer] = entry.observers;
      return observer ? (entry.running ?? this.#read(entry, observer)) : undefined;
    });
    await Promise.all(reads);
  }

  /** Stops the reads under way (their results are dropped; the data stays as it was). */
  cancelQueries(filters?: { queryKey?: QueryKey; exact?: boolean }): void {
    for (const entry of this.#matching(filters)) {
      entry.controller?.abort();
      entry.running = undefined;
    }
  }

  /** Forgets the keys under `queryKey`; a reader still showing one reads it again. */
  removeQueries(filters?: { queryKey?: QueryKey; exact?: boolean }): void {
    for (const entry of this.#matching(filters)) {
      entry.controller?.abort();
      entry.running = undefined;
      entry.invalid = false;
      if (!this.#held(entry)) {
        this.#entries.delete(hashKey(entry.key));
        continue;
      }
      // Kept in place: its readers' subscriptions stay on this entry.
      entry.state = PENDING;
      const [observer] = entry.observers;
      if (observer) void this.#read(entry, observer);
      else for (const listener of entry.listeners) listener();
    }
  }

  /** A reader or a subscriber still has the entry. */
  #held(entry: Entry) {
    return entry.observers.size > 0 || entry.listeners.size > 0;
  }

  /** Forgets everything (a session starts or ends: nothing of the last one may show). */
  clear(): void {
    this.removeQueries();
  }
}
