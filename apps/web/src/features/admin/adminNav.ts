import type { ADMIN_PAGES } from '@atrium/shared/routes';

export type AdminPage = (typeof ADMIN_PAGES)[number];

/** The admin navigation: the admin pages that stand on their own (details and forms open from them). */
export const ADMIN_NAV: readonly { page: AdminPage; text: string }[] = [
  { page: 'users', text: 'admin.nav.users' },
  { page: 'settings/translation', text: 'admin.nav.translation' },
  { page: 'settings/uploadimage', text: 'admin.nav.uploadImage' },
  { page: 'event', text: 'admin.nav.event' },
  { page: 'news', text: 'admin.nav.news' },
  { page: 'app', text: 'admin.nav.app' },
];
