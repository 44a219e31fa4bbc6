import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { HYDRATED_ATTRIBUTE } from '@atrium/shared/api/boot';
import { PUBLIC_NAMESPACES } from '@atrium/shared/i18n-namespaces';

/**
 * Whether the browser is hydrating the page the server rendered: main.tsx sets it, the app clears
 * it once the page and the parts it awaits have hydrated (HydrationEnd). Stores the browser holds
 * keep the server's answer until then (useBrowserStore). Whether one render must reproduce the
 * server's markup is useRendersServerMarkup's to say: React hydrates nested Suspense boundaries
 * in later passes, some after this flag has dropped.
 */
let hydrating = false;

const rendersServerMarkup = (): boolean => typeof document === 'undefined' || hydrating;

export function setHydrating(value: boolean): void {
  hydrating = value;
  if (!value) for (const listener of [...hydrationOver]) listener();
}

const subscribeNothing = () => () => {};

/**
 * Whether this component renders the server's markup: on the server, and where React hydrates
 * it, whenever that is (React reads the server snapshot then, boundary by boundary). A component
 * the browser mounts anew says false. Hooks that read the browser (media queries, hydrated-only
 * parts) start from the server's answer then, and correct it right after, in a transition. The
 * answer is kept per component, so React has no reason to render it again after hydrating: an
 * urgent update reaching a part React has not hydrated yet would make it drop that part's server
 * markup (and what the visitor typed there).
 */
export function useRendersServerMarkup(): boolean {
  const hydrated = useRef(false);
  return useSyncExternalStore(
    subscribeNothing,
    () => hydrated.current,
    () => (hydrated.current = true),
  );
}

const hydrationOver = new Set<() => void>();

/** The parts of the page (page-parts.tsx) the end of the hydration waits for, by name. */
const awaitedParts = new Map<string, { committed: Promise<void>; commit: () => void }>();

/** Part `name` of the page being hydrated: the hydration ends only once it has committed. */
export function awaitPart(name: string): void {
  if (!hydrating || typeof document === 'undefined' || awaitedParts.has(name)) return;
  let commit = () => {};
  const committed = new Promise<void>((resolve) => (commit = resolve));
  awaitedParts.set(name, { committed, commit });
}

/** Part `name` has hydrated (or cannot: its code failed to load). */
export function partCommitted(name: string): void {
  awaitedParts.get(name)?.commit();
}

/** Once every awaited part has hydrated, those a part registered while hydrating included. */
const partsHydrated = async (): Promise<void> => {
  for (let count = -1; count !== awaitedParts.size;) {
    count = awaitedParts.size;
    await Promise.all([...awaitedParts.values()].map((part) => part.committed));
    await new Promise((resolve) => window.setTimeout(resolve, 0));
  }
};

/**
 * useSyncExternalStore for a store the browser holds (the session, a notice): the server's
 * snapshot while the page hydrates, the store's once hydration is over. React's own server
 * snapshot switches as soon as the component has hydrated, with an urgent update: reaching a part
 * whose code has not come yet (page-parts.tsx), it would make React drop that part's server markup
 * and render it anew (the layout reads the session above every page).
 */
export function useBrowserStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const subscribeWithHydration = useCallback(
    (listener: () => void) => {
      const unsubscribe = subscribe(listener);
      hydrationOver.add(listener);
      return () => {
        unsubscribe();
        hydrationOver.delete(listener);
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(
    subscribeWithHydration,
    () => (rendersServerMarkup() ? getServerSnapshot() : getSnapshot()),
    getServerSnapshot,
  );
}

/**
 * Placed last inside the innermost Suspense boundary of the layouts (PageOutlet): React hydrates
 * nested boundaries in later passes, so the hydration is over only once the page's has committed,
 * and once the page's parts (page-parts.tsx) have.
 */
export function HydrationEnd(): null {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!hydrating) return;
    void partsHydrated().then(() => endHydration(i18n));
  }, [i18n]);
  return null;
}

function endHydration(i18n: ReturnType<typeof useTranslation>['i18n']): void {
  if (!hydrating) return;
  setHydrating(false);
  // Said on the container the server marked: the page now answers its buttons, for whatever
  // waits on that (the browser tests do).
  document.getElementById('root')?.setAttribute(HYDRATED_ATTRIBUTE, '');
  // The boot data carried the namespaces this page's markup read; the others (a dialog's,
  // the next page's) come now, in one request per language, while the visitor reads.
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  idle(() => void i18n.loadNamespaces([...PUBLIC_NAMESPACES]));
}
