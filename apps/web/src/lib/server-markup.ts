import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { HYDRATED_ATTRIBUTE } from '@atrium/shared/api/boot';
import { PUBLIC_NAMESPACES } from '@atrium/shared/i18n-namespaces';

/**
 * Whether a render must reproduce the server's markup: on the server, and in the browser while
 * React hydrates the page the server rendered (main.tsx sets it, the app clears it once the page
 * and the parts it awaits have hydrated: HydrationEnd). A part hydrated after that (its turn came
 * later: HydrateLater) says so to its own renders (useRendersServerMarkup). Hooks that read the
 * browser (media queries, hydrated-only parts) start from the server's answer then, and correct
 * it right after, in a transition: an urgent update reaching a part React has not hydrated yet
 * would make React drop the server's markup of it (and what the visitor typed there).
 */
let hydrating = false;

export const rendersServerMarkup = (): boolean => typeof document === 'undefined' || hydrating;

/** The address of the page the server rendered, while the browser shows it. */
let hydratedPath: string | null = null;

/**
 * rendersServerMarkup() for a page: not for another page reached while the first hydrates (a
 * redirect), which the browser renders anew.
 */
export const rendersServerPage = (): boolean =>
  typeof document === 'undefined' || (hydrating && window.location.pathname === hydratedPath);

export function setHydrating(value: boolean): void {
  hydrating = value;
  if (value) hydratedPath = window.location.pathname;
  if (!value) for (const listener of [...hydrationOver]) listener();
}

/** Set by HydrateLater around a part that React hydrates after the page: see rendersServerMarkup. */
export const HydratingPart = createContext(false);

/** rendersServerMarkup(), also inside a part hydrated after the page. */
export function useRendersServerMarkup(): boolean {
  return useContext(HydratingPart) || rendersServerMarkup();
}

const hydrationOver = new Set<() => void>();

/** A part of the page whose hydration waits (HydrateLater): `done` once it may go ahead. */
export interface LaterPart {
  done: boolean;
  promise: Promise<void>;
  /** Settles once the part has hydrated (or cannot: its code failed to load). */
  committed: Promise<void>;
  commit: () => void;
  /** Whether it has (committed settled). */
  hydrated: boolean;
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
    commit: () => {
      created.hydrated = true;
      commit();
    },
    hydrated: false,
  };
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
    awaitedParts.push(created.committed);
  } else {
    // A part that cannot come (its code failed to load) stays the server's markup.
    turn.after().then(go, created.commit);
    if (turn.awaited) awaitedParts.push(created.committed);
  }
  laterParts.set(name, (part = created));
  return part;
}

/** The part `name` of the page the server rendered, while it has not hydrated yet. */
export function pendingPart(name: string): LaterPart | undefined {
  const part = laterParts.get(name);
  return part && !part.hydrated ? part : undefined;
}

/**
 * The browser shows `pathname` (RootShell): once it is another page than the server's, the
 * server's parts still waiting are gone with it, and a part of the same name renders anew
 * (were the visitor to come back, a form waiting for a first input would stay hidden).
 */
export function noteShownPage(pathname: string): void {
  if (hydratedPath === null || pathname === hydratedPath) return;
  hydratedPath = null;
  for (const part of laterParts.values()) part.commit();
  laterParts.clear();
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
