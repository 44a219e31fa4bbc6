import { Children, Fragment, isValidElement, use, type ReactElement, type ReactNode } from 'react';
import { RouteContext, useRouter } from './context';
import { matchRoutes, type RouteObject } from './match';

/** The element of the deepest route that matches the current address, each level around the next (Outlet). */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { location } = useRouter();
  const parent = use(RouteContext).match;
  const matches = matchRoutes(routes, location.pathname, parent?.pathnameBase ?? '/');
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, match) => (
      <RouteContext value={{ match, outlet }}>
        {match.route.element === undefined ? outlet : match.route.element}
      </RouteContext>
    ),
    null,
  );
}

/** Shows the child route's element, in a layout route's element. */
export function Outlet(): ReactNode {
  return use(RouteContext).outlet;
}

type RouteProps = Omit<RouteObject, 'children'> & { children?: ReactNode };

/** Declares a route inside <Routes>; renders nothing itself. */
export function Route(props: RouteProps): ReactNode {
  void props;
  return null;
}

function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const element = child as ReactElement<RouteProps>;
    if (element.type === Fragment) {
      routes.push(...routesOf(element.props.children));
      return;
    }
    const { path, index, element: shown, children: nested } = element.props;
    routes.push({ path, index, element: shown, children: nested ? routesOf(nested) : undefined });
  });
  return routes;
}

/** Routes as elements: <Routes><Route path="news/:id" element={…} /></Routes>. */
export function Routes({ children }: { children: ReactNode }): ReactNode {
  return useRoutes(routesOf(children));
}
