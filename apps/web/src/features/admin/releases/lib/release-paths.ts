import { adminHref } from '@atrium/shared/routes';

/** The releases' pages (ADMIN_PAGES 'releases', 'releases/:id') as full hrefs, for links and navigate(). */
export const releaseHref = {
  list: () => adminHref('releases'),
  release: (id: number) => adminHref(`releases/${id}`),
};
