import { useCallback, useRef, useState } from 'react';

/**
 * The version the form stands on (docs/spec/decisions.md §15): the one it was filled from, then
 * each write's answer, or theirs once an edit conflict is settled. Not the cached item's: a
 * refetch showing someone else's save must not let this form overwrite it unseen. `get` reads it
 * in the middle of a chain (a save then a publish) before React renders again.
 */
export function useItemVersion(initial: number | null) {
  const ref = useRef(initial);
  const [version, setState] = useState(initial);
  const set = useCallback((next: number) => {
    ref.current = next;
    setState(next);
  }, []);
  const get = useCallback(() => ref.current, []);
  return { version, get, set };
}
export type ItemVersion = ReturnType<typeof useItemVersion>;
