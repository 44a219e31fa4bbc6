import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** Query keys of the admin event page, under the shared `admin` root so sign-out drops them too. */
export const eventAdminKeys = {
  all: () => [...adminKeys.all, 'events'] as const,
  attendance: (query: Record<string, string | number | boolean | undefined>) =>
    [...eventAdminKeys.all(), 'attendance', query] as const,
  choices: () => [...eventAdminKeys.all(), 'choices'] as const,
  gifts: (eventId: number) => [...eventAdminKeys.all(), 'gifts', eventId] as const,
  categories: () => [...eventAdminKeys.all(), 'categories'] as const,
  program: (id: number) => [...eventAdminKeys.all(), 'program', id] as const,
};
