import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

const scope = new AsyncLocalStorage<Db>();

/**
 * The app's database handle, which work inside runWithDb() sends to another handle instead (a
 * preview reads the real page's data inside a transaction that holds the draft, then rolls it back).
 * Services keep the handle they were given; nothing else changes for them.
 */
export function scopedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const active = scope.getStore();
      if (!active) return Reflect.get(target, prop, target);
      const value = Reflect.get(active, prop, active) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(active) : value;
    },
  });
}

/** Runs fn with every query of the app going to `db` (a transaction). */
export const runWithDb = <T>(db: Db, fn: () => Promise<T>): Promise<T> => scope.run(db, fn);

/** True inside runWithDb: caches must neither answer from nor keep what is read there. */
export const isScoped = (): boolean => scope.getStore() !== undefined;
