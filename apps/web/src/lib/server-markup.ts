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

/** A part of the page whose hydration waits (HydrateLater): `done` once it may go ahead. */
export interface LaterPart {
  done: boolean;
  promise: Promise<void>;
  /** Settles once the part has hydrated (or cannot: its code failed to load). */
  committed: Promise<void>;
  commit: () => void;
}

/**
 * When a part goes ahead: in a task of its own right after what surrounds it (`next-task`),
 * once the rest of the page is hydrated (`page-hydrated`: a part the screen does not show), or
 * when a promise of the caller's resolves (`after`: its code has come, or the visitor's first
 * input and then its code); the page counts as hydrated only with the parts it `awaits`.
 */
export type LaterPartTurn = 'next-task' | 'page-hydrated' | { after: () => Promise<unknown>; awaited: boolean };

const laterParts = new Map<string, LaterPart>();
/** The parts the end of the hydration waits for. */
const awaitedParts: Promise<void>[] = [];

/** The part `name` of the page the browser is hydrating, created on its first render. */
export function laterPart(name: string, turn: LaterPartTurn): LaterPart {
  let part = laterParts.get(name);
  if (part) return part;
  let release = () => {};
  let commit = () => {};
  const created: LaterPart = {
    done: false,
    promise: new Promise<void>((resolve) => (release = resolve)),
    committed: new Promise<void>((resolve) => (commit = resolve)),
    commit: () => commit(),
  };
  const go = () => {
    created.done = true;
    release();
  };
  if (turn === 'page-hydrated' && !hydrating) {
    // React hydrated the part in a later pass, after the rest of the page.
    window.setTimeout(go, 0);
  } else if (turn === 'page-hydrated') {
    const listener = () => {
      hydrationOver.delete(listener);
      go();
    };
    hydrationOver.add(listener);
  } else if (turn === 'next-task') {
    window.setTimeout(go, 0);
    awaitedParts.push(created.committed);
  } else {
    // A part that cannot come (its code failed to load) stays the server's markup.
    turn.after().then(go, created.commit);
    if (turn.awaited) awaitedParts.push(created.committed);
  }
  laterParts.set(name, (part = created));
  return part;
}

/** The part `name` has hydrated (HydrateLater), if it waited. */
export function partCommitted(name: string): void {
  laterParts.get(name)?.commit();
}

/** Once every awaited part has hydrated. */
const laterPartsHydrated = async (): Promise<void> => {
  for (let count = 0; count !== awaitedParts.length;) {
    count = awaitedParts.length;
    await Promise.all(awaitedParts);
  }
  await new Promise((resolve) => window.setTimeout(resolve, 0));
};

/**
 * useSyncExternalStore for a store the browser holds (the session, a notice): the server's
 * snapshot while the page hydrates, the store's once hydration is over. React's own server
 * snapshot switches as soon as the component has hydrated, with an urgent update: reaching a part
 * still waiting its turn (HydrateLater), it would make React drop that part's server markup and
 * render it anew (the layout reads the session above every page).
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
 * and once the parts hydrated apart that the page awaits have had their turn (HydrateLater).
 */
export function HydrationEnd(): null {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!hydrating) return;
    void laterPartsHydrated().then(() => endHydration(i18n));
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
