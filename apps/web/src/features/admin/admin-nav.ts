import type { ADMIN_PAGES } from '@atrium/shared/routes';
import { CONTENT_TYPES } from '@atrium/shared/content/registry';
import { contentEditorPath, contentListPath, contentTypeNameKey } from './content/lib/content-paths';

export type AdminPage = (typeof ADMIN_PAGES)[number];

export interface AdminNavItem {
  /** '' is the dashboard, /admin itself. */
  page: AdminPage | '';
  text: string;
  /** Shown to ADMIN only (docs/spec/decisions.md §3); a MANAGER never sees the link. */
  adminOnly?: boolean;
  /** Links listed under the item (the content types under Content): a path below /admin and its text key. */
  children?: readonly { path: string; text: string }[];
}

/** Every content type under Content; a singleton (visit information, site) opens straight in its editor. */
const CONTENT_TYPE_LINKS = CONTENT_TYPES.map((type) => ({
  path: type.singleton ? contentEditorPath(type.type, 1) : contentListPath(type.type),
  text: contentTypeNameKey(type.type),
}));

/** The admin navigation: the admin pages that stand on their own (details and forms open from them). */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { page: '', text: 'admin:nav.dashboard' },
  { page: 'users', text: 'admin:nav.users', adminOnly: true },
  { page: 'settings/translation', text: 'admin:nav.translation' },
  { page: 'settings/uploadimage', text: 'admin:nav.uploadImage' },
  { page: 'event', text: 'admin:nav.event' },
  { page: 'content', text: 'admin:nav.content', children: CONTENT_TYPE_LINKS },
  { page: 'releases', text: 'admin:nav.releases' },
  { page: 'audit', text: 'admin:nav.audit', adminOnly: true },
  { page: 'style', text: 'admin:nav.style' },
];

/** Pages only an ADMIN may open: a MANAGER who types their URL gets the no-permission message. */
export const ADMIN_ONLY_PAGES: ReadonlySet<AdminPage> = new Set<AdminPage>(['users', 'users/:userId', 'audit']);
