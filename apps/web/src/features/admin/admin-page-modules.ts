import type { ComponentType } from 'react';
import { lazyPage } from '#web/lib/lazy-page';
import type { AdminPage } from './admin-nav';
import { oldNewsAdminRedirect } from './pages/OldNewsAdminRedirect';

/** The default page: /admin itself and any unknown admin path (docs/spec/product-spec.md §2: a default catch-all page). */
export const AdminHomePage = lazyPage(() => import('./dashboard/pages/AdminHomePage'));

/** Every admin page of the shared list, each its own chunk, loaded only when opened. */
export const ADMIN_PAGE_COMPONENTS: Record<AdminPage, ComponentType> = {
  users: lazyPage(() => import('./users/pages/UsersPage')),
  'users/:userId': lazyPage(() => import('./users/pages/UserDetailPage')),
  'settings/translation': lazyPage(() => import('./translations/pages/TranslationPage')),
  'settings/uploadimage': lazyPage(() => import('./media/pages/UploadImagePage')),
  event: lazyPage(() => import('./events/pages/EventAttendancePage')),
  // Old news admin addresses lead to the editorial engine, where news is edited now.
  news: oldNewsAdminRedirect('list'),
  'news/write': oldNewsAdminRedirect('create'),
  'news/update': oldNewsAdminRedirect('editor'),
  audit: lazyPage(() => import('./audit/pages/AuditPage')),
  content: lazyPage(() => import('./content/pages/ContentCoveragePage')),
  'content/:type': lazyPage(() => import('./content/pages/ContentListPage')),
  'content/:type/new': lazyPage(() => import('./content/pages/ContentEditPage')),
  'content/:type/:id': lazyPage(() => import('./content/pages/ContentEditPage')),
  releases: lazyPage(() => import('./releases/pages/ReleasesPage')),
  'releases/:id': lazyPage(() => import('./releases/pages/ReleasePage')),
  style: lazyPage(() => import('./style/pages/StylePage')),
};
