import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext } from './context';
import {
  locationOf,
  newKey,
  pathOf,
  resolvePath,
  type EntryState,
  type Location,
  type NavigateFunction,
} from './location';

function Provide({
  location,
  navigate,
  children,
}: {
  location: Location;
  navigate: NavigateFunction;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

const windowLocation = () => locationOf(pathOf(window.location), window.history.state as EntryState | null);

/**
 * The address bar's router: the History API, a new page in a transition (the current one stays
 * until the next one's code and data are there), back and forward from popstate.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  useEffect(() => {
    const onPopState = () => startTransition(() => setLocation(windowLocation()));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    // Relative to the address bar, which is where the app is.
    const path = resolvePath(to, window.location);
    const entry: EntryState = { usr: options.state ?? null, key: newKey() };
    if (options.replace) window.history.replaceState(entry, '', path);
    else window.history.pushState(entry, '', path);
    startTransition(() => setLocation(locationOf(path, entry)));
  }, []);
  return (
    <Provide location={location} navigate={navigate}>
      {children}
    </Provide>
  );
}

const refuseNavigation: NavigateFunction = () => {
  throw new Error('The server renders one address: navigate() has no meaning there');
};

/** The server's router: the one address being rendered. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => locationOf(location), [location]);
  return (
    <Provide location={value} navigate={refuseNavigation}>
      {children}
    </Provide>
  );
}

/** A router whose history is kept in memory (tests). */
export function MemoryRouter({
  initialEntries = ['/'],
  initialIndex,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  children: ReactNode;
}) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((path) => locationOf(path, { usr: null, key: newKey() })),
    index: initialIndex ?? initialEntries.length - 1,
  }));
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    startTransition(() =>
      setHistory(({ entries, index }) => {
        if (typeof to === 'number') return { entries, index: Math.min(Math.max(index + to, 0), entries.length - 1) };
        const entry = locationOf(resolvePath(to, entries[index] as Location), {
          usr: options.state ?? null,
          key: newKey(),
        });
        return options.replace
          ? { entries: entries.map((old, i) => (i === index ? entry : old)), index }
          : { entries: [...entries.slice(0, index + 1), entry], index: index + 1 };
      }),
    );
  }, []);
  return (
    <Provide location={history.entries[history.index] as Location} navigate={navigate}>
      {children}
    </Provide>
  );
}
