import { Route, Routes } from 'react-router';
import { ADMIN_PAGES } from '@atrium/shared/routes';
import { AdminGuard } from './components/AdminGuard';
import { AdminLayout } from './components/AdminLayout';
import { ADMIN_PAGE_COMPONENTS, AdminHomePage } from './adminPageModules';

/**
 * /admin/*: its own lazily loaded chunk, never part of a public page's scripts.
 * Nested routes come from the shared ADMIN_PAGES list; anything else shows the default page.
 */
export default function AdminApp() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<AdminHomePage />} />
          {ADMIN_PAGES.map((path) => {
            const Page = ADMIN_PAGE_COMPONENTS[path];
            return <Route key={path} path={path} element={<Page />} />;
          })}
          <Route path="*" element={<AdminHomePage />} />
        </Route>
      </Routes>
    </AdminGuard>
  );
}
