import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { HYDRATED_ATTRIBUTE } from '@atrium/shared/api/boot';
import { PUBLIC_NAMESPACES } from '@atrium/shared/i18n-namespaces';

/**
 * Whether a render must reproduce the server's markup: on the server, and in the browser while
 * React hydrates the page the server rendered (main.tsx sets it, the app clears it once the
 * hydration has committed). Hooks that read the browser (media queries, hydrated-only parts)
 * start from the server's answer then, and correct it right after, in a transition.
 */
let hydrating = false;

export const rendersServerMarkup = (): boolean => typeof document === 'undefined' || hydrating;

/** The address of the page the server rendered and the browser is hydrating. */
let hydratedPath: string | null = null;

/**
 * rendersServerMarkup() for a page: not for another page reached while the first hydrates (a
 * redirect), which the browser renders anew.
 */
export const rendersServerPage = (): boolean =>
  typeof document === 'undefined' || (hydrating && window.location.pathname === hydratedPath);

export function setHydrating(value: boolean): void {
  hydrating = value;
  hydratedPath = value ? window.location.pathname : null;
  if (!value) for (const listener of [...hydrationOver]) listener();
}

const hydrationOver = new Set<() => void>();

/** A part of the page whose hydration waits (HydrateLater): `done` once it may go ahead. */
export interface LaterPart {
  done: boolean;
  promise: Promise<void>;
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
  const created: LaterPart = { done: false, promise: new Promise<void>((resolve) => (release = resolve)) };
  const go = () => {
    created.done = true;
    release();
  };
  if (turn === 'page-hydrated') {
    const listener = () => {
      hydrationOver.delete(listener);
      go();
    };
    hydrationOver.add(listener);
  } else if (turn === 'next-task') {
    window.setTimeout(go, 0);
    awaitedParts.push(created.promise);
  } else {
    // A part that cannot come (its code failed to load) stays the server's markup.
    const settled = turn.after().then(go, () => undefined);
    if (turn.awaited) awaitedParts.push(settled);
  }
  laterParts.set(name, (part = created));
  return part;
}

/** Once every awaited part has had its turn (their renders follow their promises'). */
const laterPartsHydrated = async (): Promise<void> => {
  for (let count = 0; count !== awaitedParts.length;) {
    count = awaitedParts.length;
    await Promise.all(awaitedParts);
  }
  await new Promise((resolve) => window.setTimeout(resolve, 0));
};

/**
 * useSyncExternalStore for a store the browser holds (the session, a notice): the server's
 * snapshot while the page hydrates, the store's once hydration is over. React does this itself;
 * Preact's compat ignores getServerSnapshot, and adopting the server's markup with another
 * state would leave the member's parts on a visitor's elements (their attributes unpatched).
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
