import { z } from 'zod';
import { memberAccountSchema, ROLES } from './auth';
import { MEMBER_TYPES } from '../member-types';
import { idParamSchema, isoDateSchema as isoDate, pageQuerySchema } from './common';

/** Staff roles: MANAGER runs content, ADMIN runs everything (docs/spec/decisions.md §3). */
export const STAFF_ROLES = ['MANAGER', 'ADMIN'] as const;
export const adminCheckResponseSchema = z.object({ role: z.enum(STAFF_ROLES) });

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export const adminUsersQuerySchema = pageQuerySchema.extend({
  memberType: z.enum(MEMBER_TYPES).optional(),
  role: z.enum(ROLES).optional(),
  phoneRegion: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'INVALID' })
    .optional(),
  /** Sign-up date range, inclusive, in the venue's time zone. */
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSearchQuerySchema = pageQuerySchema.extend({
  keyword: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(100, { error: 'TOO_LONG' }),
});

export const adminUserSummarySchema = memberAccountSchema.extend({ locked: z.boolean() });
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export const adminUserListSchema = paged(adminUserSummarySchema);

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  churchAffiliation: z.string().nullable(),
  blessingGroup: z.string().nullable(),
  language: z.string(),
  failedLoginCount: z.number().int(),
  lastActiveAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const userIdParamsSchema = z.object({ id: idParamSchema });
/** Any string: an unknown role is answered 400 INVALID_GRADE, as the spec's error catalogue says. */
export const roleChangeSchema = z.object({ role: z.string({ error: 'REQUIRED' }).max(20) });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int().nullable(), email: z.string() }),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export const auditListSchema = paged(auditEntrySchema);
export const auditQuerySchema = pageQuerySchema.extend({ action: z.string().max(60).optional() });

export const TIME_RANGES = ['day', 'week', 'month', 'year'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
export const registerStatsQuerySchema = z.object({ timeRange: z.enum(TIME_RANGES).default('day') });
export const registerStatsSchema = z.object({
  timeRange: z.enum(TIME_RANGES),
  timezone: z.string(),
  /** Each bucket starts at `start` (venue-local date, or yyyy-MM for months, yyyy for years). */
  buckets: z.array(z.object({ start: z.string(), count: z.number().int() })),
});
export type RegisterStats = z.infer<typeof registerStatsSchema>;
export const countryStatsSchema = z.object({
  countries: z.array(z.object({ region: z.string(), count: z.number().int() })),
  total: z.number().int(),
  /** Deleted members among `total`: anonymous, still counted so the figures do not change. */
  deleted: z.number().int(),
});
export const pageViewStatsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const pageViewStatsSchema = z.object({
  days: z.number().int(),
  total: z.number().int(),
  pages: z.array(z.object({ path: z.string(), lang: z.string(), views: z.number().int() })),
  languages: z.array(z.object({ lang: z.string(), views: z.number().int() })),
});
