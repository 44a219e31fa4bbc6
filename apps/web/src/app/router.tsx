import { useLocation, useRoutes, type RouteObject } from '#web/lib/router';
import { PAGES, adminHref } from '@atrium/shared/routes';
import { lazyPage } from '../lib/lazy-page';
import { MainLayout } from './layouts/MainLayout';
import { LanguageRoute } from './LanguageRoute';
import { PageElement } from './PageElement';
import { RootRedirect } from './RootRedirect';
import { RootShell } from './RootShell';

/** The admin shell is a separate chunk: public pages never load admin code. */
const AdminApp = lazyPage(() => import('../features/admin/AdminApp'));
export const NotFound = lazyPage(() =>
  import('../components/pages/NotFound').then(({ NotFound }) => ({ default: NotFound })),
);

const pageRoutes: RouteObject[] = PAGES.map((page) =>
  page.path === ''
    ? { index: true, element: <PageElement page={page} /> }
    : { path: page.path, element: <PageElement page={page} /> },
);

/**
 * docs/spec/product-spec.md §2, from the shared route table:
 * /admin/* → admin shell (adminRoutes below); /{lang}/* → a page, else not found, each in the one
 * layout with the navigation, the search and the footer (docs/decisions/033-one-frame.md);
 * anything else → the stored (or browser, or ko) language's home page.
 */
function siteRoutes(pages: RouteObject[], notFound: RouteObject['element']): RouteObject[] {
  return [
    {
      element: <RootShell />,
      children: [
        {
          path: ':lang',
          element: <LanguageRoute />,
          children: [{ element: <MainLayout />, children: [...pages, { path: '*', element: notFound }] }],
        },
        { path: '*', element: <RootRedirect /> },
      ],
    },
  ];
}

const routes = siteRoutes(pageRoutes, <NotFound />);

/**
 * /admin and everything under it: the admin shell, which routes its own pages. A table of its
 * own because the router ranks ':lang/event' above 'admin/*' (a static segment outweighs a
 * splat), which would read /admin/event, /admin/news or /admin/app as the language "admin".
 */
const adminRoutes: RouteObject[] = [{ element: <RootShell />, children: [{ path: 'admin/*', element: <AdminApp /> }] }];

const ADMIN_ROOT = adminHref();
const isAdminPath = (pathname: string) => pathname === ADMIN_ROOT || pathname.startsWith(`${ADMIN_ROOT}/`);

/**
 * Declarative routing (BrowserRouter + useRoutes): the pages load their data through lib/reads
 * (and the admin area TanStack Query), so the site's own small router serves (docs/decisions/039-own-router.md).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return useRoutes(isAdminPath(pathname) ? adminRoutes : routes);
}
