/** Values computed once and kept for `ttlMs` per key; concurrent callers share one computation. */
export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = compute();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      // A failure is not cached: the next caller tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
