import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current. Read synchronously in the first render (no
 * flash of the wrong layout, unlike a state set in an effect). `otherwise` is the answer where
 * there is no matchMedia (jsdom in unit tests).
 */
export function useMatchMedia(query: string, otherwise: boolean = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (hasMatchMedia() ? window.matchMedia(query).matches : otherwise),
    () => otherwise,
  );
}

/** The visitor asked the system for less motion: nothing moves by itself, nothing animates. */
export const usePrefersReducedMotion = (): boolean => useMatchMedia('(prefers-reduced-motion: reduce)');

/** jsdom (unit tests) has no matchMedia: nothing matches there. */
const hasMatchMedia = (): boolean => typeof window.matchMedia === 'function';
