import { Route, Routes } from '#web/lib/router';
import { MuiScope } from '#web/components/theme/MuiScope';
import { QueryScope } from '#web/lib/query-client';
import { ADMIN_PAGES } from '@atrium/shared/routes';
import { AdminGuard } from './components/AdminGuard';
import { AdminLanguage } from './components/AdminLanguage';
import { AdminLayout } from './components/AdminLayout';
import { AdminStrings } from './components/AdminStrings';
import { RequireAdmin } from './components/RequireAdmin';
import { ADMIN_ONLY_PAGES } from './admin-nav';
import { ADMIN_PAGE_COMPONENTS, AdminHomePage } from './admin-page-modules';

/**
 * /admin/*: its own lazily loaded chunk, never part of a public page's scripts, in MUI's theme
 * and with TanStack Query (lib/query-client).
 * Nested routes come from the shared ADMIN_PAGES list; anything else shows the default page.
 * The guard checks the session and the role first, then the admin's own language is set and
 * its strings load.
 */
export default function AdminApp() {
  return (
    <QueryScope>
      <MuiScope>
        <AdminGuard>
          <AdminLanguage>
            <AdminStrings>
              <Routes>
                <Route element={<AdminLayout />}>
                  <Route index element={<AdminHomePage />} />
                  {ADMIN_PAGES.map((path) => {
                    const Page = ADMIN_PAGE_COMPONENTS[path];
                    const element = ADMIN_ONLY_PAGES.has(path) ? (
                      <RequireAdmin>
                        <Page />
                      </RequireAdmin>
                    ) : (
                      <Page />
                    );
                    return <Route key={path} path={path} element={element} />;
                  })}
                  <Route path="*" element={<AdminHomePage />} />
                </Route>
              </Routes>
            </AdminStrings>
          </AdminLanguage>
        </AdminGuard>
      </MuiScope>
    </QueryScope>
  );
}
