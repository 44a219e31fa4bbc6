import { useAdminFormat } from '#web/features/admin/lib/format';

/** An instant as the venue's clock shows it, with the zone's name ('10 Apr 2026, 10:30 GMT+9'; Korean '(한국 시간)'). */
export const useVenueDateTime = (): ((iso: string) => string) => useAdminFormat().dateTime;
