import { createContext, use } from 'react';
import type { Location, NavigateFunction } from './location';
import type { RouteMatch } from './match';

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}

export const RouterContext = createContext<RouterValue | null>(null);

/** The route level a component renders in: its match, and what its Outlet shows. */
export const RouteContext = createContext<{ match: RouteMatch | null; outlet: React.ReactNode }>({
  match: null,
  outlet: null,
});

export function useRouter(): RouterValue {
  const router = use(RouterContext);
  if (!router) throw new Error('A router (BrowserRouter, StaticRouter or MemoryRouter) must be above this component');
  return router;
}
