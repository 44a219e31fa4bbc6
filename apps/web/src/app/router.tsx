import { useRoutes, type RouteObject } from 'react-router';
import { PAGES, type PageRoute } from '@atrium/shared/routes';
import { lazyPage } from '../lib/lazyPage';
import { MainLayout } from './layouts/MainLayout';
import { StandaloneLayout } from './layouts/StandaloneLayout';
import { LanguageRoute } from './LanguageRoute';
import { PageElement } from './PageElement';
import { RootRedirect } from './RootRedirect';
import { RootShell } from './RootShell';

/** The admin shell is a separate chunk: public pages never load admin code. */
const AdminApp = lazyPage(() => import('../features/admin/AdminApp'));
const NotFound = lazyPage(() => import('../components/pages/NotFound'));

function pageRoutes(layout: PageRoute['layout']): RouteObject[] {
  return PAGES.filter((page) => page.layout === layout).map((page) =>
    page.path === ''
      ? { index: true, element: <PageElement page={page} /> }
      : { path: page.path, element: <PageElement page={page} /> },
  );
}

/**
 * Spec section 2, from the shared route table:
 * /admin/* → admin shell; /{lang}/* → main-layout and standalone pages, else not found;
 * anything else → the stored (or browser, or ko) language's home page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      { path: 'admin/*', element: <AdminApp /> },
      {
        path: ':lang',
        element: <LanguageRoute />,
        children: [
          { element: <MainLayout />, children: [...pageRoutes('main'), { path: '*', element: <NotFound /> }] },
          { element: <StandaloneLayout />, children: pageRoutes('standalone') },
        ],
      },
      { path: '*', element: <RootRedirect /> },
    ],
  },
];

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the pages load
 * their data with TanStack Query, and leaving out the data router's loaders, actions and
 * fetchers saves a large part of the first-load script.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
