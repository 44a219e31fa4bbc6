import { z } from 'zod';
import { CHECK_IN_DAYS, DEFAULT_ATTENDANCE_MIN } from '@atrium/shared/limits';

export const EVENT_ADMIN_TABS = ['attendance', 'programs', 'gifts'] as const;
export type EventAdminTab = (typeof EVENT_ADMIN_TABS)[number];

/** The admin event page's state in the URL: the tab, the attendance filters and page, the gift editor's event. */
export const eventAdminSearchSchema = z.object({
  tab: z.enum(EVENT_ADMIN_TABS).default('attendance'),
  min: z.coerce.number().int().min(1).max(CHECK_IN_DAYS).default(DEFAULT_ATTENDANCE_MIN),
  keyword: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  giftEvent: z.coerce.number().int().positive().optional(),
  /** The check-in event of the attendance table; the latest started one by default. */
  event: z.coerce.number().int().positive().optional(),
  /** ADMIN only: full e-mail addresses in the table and the export. */
  unmask: z
    .enum(['true'])
    .transform(() => true)
    .optional(),
});
export type EventAdminSearch = z.output<typeof eventAdminSearchSchema>;
