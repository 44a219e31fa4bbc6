import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** The releases' queries, under the admin keys (the admin's sign-out drops them with the rest). */
export const releaseKeys = {
  all: () => [...adminKeys.all, 'releases'] as const,
  list: () => [...releaseKeys.all(), 'list'] as const,
  release: (id: number) => [...releaseKeys.all(), 'release', id] as const,
};

/** /admin/releases[/{id}[/…]] with every part encoded. */
export const releaseApiPath = (id?: number, ...rest: (string | number)[]) =>
  ['/admin/releases', ...(id === undefined ? [] : [id]), ...rest]
    .map((part, i) => (i === 0 ? part : encodeURIComponent(String(part))))
    .join('/');
