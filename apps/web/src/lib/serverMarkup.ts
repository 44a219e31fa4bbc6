import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '@atrium/shared/api/boot';

/**
 * Whether a render must reproduce the server's markup: on the server, and in the browser while
 * React hydrates the page the server rendered (main.tsx sets it, the app clears it once the
 * hydration has committed). Hooks that read the browser (media queries, hydrated-only parts)
 * start from the server's answer then, and correct it right after, in a transition.
 */
let hydrating = false;

export const rendersServerMarkup = (): boolean => typeof document === 'undefined' || hydrating;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * Placed last inside the innermost Suspense boundary of the layouts (PageOutlet): React hydrates
 * nested boundaries in later passes, so the hydration is over only once the page's has committed.
 */
export function HydrationEnd(): null {
  useEffect(() => {
    if (!hydrating) return;
    setHydrating(false);
    // Said on the container the server marked: the page now answers its buttons, for whatever
    // waits on that (the browser tests do).
    document.getElementById('root')?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
