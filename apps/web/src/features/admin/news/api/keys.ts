import { adminKeys } from '../../api/keys';

/** The admin news queries, under the admin keys (so the admin's sign-out drops them with the rest). */
export const newsAdminKeys = {
  all: () => [...adminKeys.all, 'news'] as const,
  list: (page: number) => [...newsAdminKeys.all(), 'list', page] as const,
  item: (id: number) => [...newsAdminKeys.all(), 'item', id] as const,
};
