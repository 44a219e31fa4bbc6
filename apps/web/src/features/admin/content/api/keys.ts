import type { Language } from '@atrium/shared/languages';
import { adminKeys } from '#web/features/admin/lib/admin-keys';
import type { ContentId } from '../lib/content-paths';

/** The editorial engine's queries, under the admin keys (the admin's sign-out drops them with the rest). */
export const contentAdminKeys = {
  all: () => [...adminKeys.all, 'content'] as const,
  coverage: () => [...contentAdminKeys.all(), 'coverage'] as const,
  coverageGaps: () => [...contentAdminKeys.coverage(), 'gaps'] as const,
  list: (type: string) => [...contentAdminKeys.all(), 'list', type] as const,
  items: (type: string) => [...contentAdminKeys.all(), 'item', type] as const,
  item: (type: string, id: ContentId) => [...contentAdminKeys.items(type), String(id)] as const,
  revisions: (type: string, id: ContentId) => [...contentAdminKeys.item(type, id), 'revisions'] as const,
  revision: (type: string, id: ContentId, rev: number) => [...contentAdminKeys.revisions(type, id), rev] as const,
  /** The others with an item open in an editor (the presence heartbeat's answer). */
  presence: (type: string, id: ContentId) => [...contentAdminKeys.item(type, id), 'presence'] as const,
  /** One library image by id, for a media field's thumbnail. */
  mediaItem: (id: string) => [...adminKeys.media(), 'item', id] as const,
  /** The public spaces map (a localized read: its alt text), for placing hotspots. */
  spacesMap: (lang: Language) => [...contentAdminKeys.all(), 'spacesMap', lang] as const,
};

/** /admin/content/{type}[/{id}[/…]] with every part encoded. */
export const contentApiPath = (type: string, id?: ContentId, ...rest: (string | number)[]) =>
  ['/admin/content', type, ...(id === undefined ? [] : [id]), ...rest]
    .map((part, i) => (i === 0 ? part : encodeURIComponent(String(part))))
    .join('/');
