import type { TimeRange } from '@atrium/shared/api/admin';
import type { MediaSearch } from '@atrium/shared/api/media';

/**
 * Every admin query key, from one factory. Admin data is staff data, not localized content, so
 * the keys carry no language; everything sits under `admin`, so one call can drop it all.
 */
export const adminKeys = {
  all: ['admin'] as const,
  check: () => [...adminKeys.all, 'check'] as const,

  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: Record<string, string | number | undefined>) => [...adminKeys.users(), 'list', query] as const,
  user: (id: number) => [...adminKeys.users(), 'detail', id] as const,

  stats: () => [...adminKeys.all, 'stats'] as const,
  registrations: (range: TimeRange) => [...adminKeys.stats(), 'registrations', range] as const,
  countries: () => [...adminKeys.stats(), 'countries'] as const,
  pageViews: (days: number) => [...adminKeys.stats(), 'pageViews', days] as const,

  audit: (page: number, action: string | undefined) => [...adminKeys.all, 'audit', { page, action }] as const,

  translations: () => [...adminKeys.all, 'translations'] as const,
  translationList: (query: { namespace?: string; q?: string; status?: string; lang?: string; page: number }) =>
    [...adminKeys.translations(), 'list', query] as const,
  translationHistory: (page: number) => [...adminKeys.translations(), 'history', page] as const,
  translationVersion: (id: number) => [...adminKeys.translations(), 'version', id] as const,

  media: () => [...adminKeys.all, 'media'] as const,
  mediaList: (page: number, search: MediaSearch) => [...adminKeys.media(), page, search] as const,
};
