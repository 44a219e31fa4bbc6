import { startTransition, useEffect, useState } from 'react';
import { useRendersServerMarkup } from '../lib/server-markup';

/**
 * Whether a media query matches, kept current. Read synchronously in the first render (no
 * flash of the wrong layout, unlike a state set in an effect), except where the render must
 * match the server's markup: there it starts as `otherwise`, the server's answer, and is
 * corrected right after hydration in a transition (useSyncExternalStore would re-render the
 * whole subtree in one long task). `otherwise` is also the answer without matchMedia (jsdom).
 */
export function useMatchMedia(query: string, otherwise: boolean = false): boolean {
  const serverMarkup = useRendersServerMarkup();
  const [matches, setMatches] = useState(() => (serverMarkup ? otherwise : current(query, otherwise)));
  useEffect(() => {
    const now = current(query, otherwise);
    if (now !== matches) startTransition(() => setMatches(now));
    if (!hasMatchMedia()) return undefined;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
    // `matches` is only compared once per query: later changes arrive through the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, otherwise]);
  return matches;
}

/** The visitor asked the system for less motion: nothing moves by itself, nothing animates. */
export const usePrefersReducedMotion = (): boolean => useMatchMedia('(prefers-reduced-motion: reduce)');

/** jsdom (unit tests) has no matchMedia: nothing matches there. */
const hasMatchMedia = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

const current = (query: string, otherwise: boolean): boolean =>
  hasMatchMedia() ? window.matchMedia(query).matches : otherwise;
