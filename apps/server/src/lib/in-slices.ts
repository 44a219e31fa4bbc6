import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs `work` over `items` a slice of `size` at a time, in order, with a turn of the event loop
 * between two slices, so requests that came meanwhile are answered. PGlite computes in this
 * thread, and its promises resolve without giving the loop a turn: a long run of statements
 * would otherwise hold up every request until its end (a transaction's all-or-nothing is kept:
 * the slices run on whatever connection or transaction `work` uses).
 */
export async function inSlices<T>(items: readonly T[], size: number, work: (slice: T[]) => Promise<void>) {
  for (let at = 0; at < items.length; at += size) {
    if (at > 0) await nextTurn();
    await work(items.slice(at, at + size));
  }
}
