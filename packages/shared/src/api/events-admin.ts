import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { CHECK_IN_DAYS, DEFAULT_ATTENDANCE_MIN } from '../limits';
import { paged } from './admin';
import { idParamSchema, idSchema as id, isoDateSchema as isoDate, pageQuerySchema, refIdSchema } from './common';
import { imageSchema } from './content';
import { GIFT_FORMATS } from '../gift-kinds';
import { giftKindSchema, giftParamsSchema } from './events';
import { EVENT_STATUSES } from '../event-status';
import { localizedSchema } from './media';

/** Staff's side of events (issue 7): attendance and its export, events, gifts, programs and sessions. */

// ---------------------------------------------------------------- admin: attendance

/** GET /api/admin/event/attendance (staff). `eventId` defaults to the latest check-in event that has started. */
export const attendanceQuerySchema = pageQuerySchema.extend({
  eventId: idParamSchema.optional(),
  min: z.coerce
    .number()
    .int({ error: 'INVALID' })
    .min(1, { error: 'OUT_OF_RANGE' })
    .max(CHECK_IN_DAYS, { error: 'OUT_OF_RANGE' })
    .default(DEFAULT_ATTENDANCE_MIN),
  keyword: z.string().trim().max(100, { error: 'TOO_LONG' }).optional(),
  /**
   * ADMIN only (MANAGER → 403 NO_ADMIN_PERMISSION), with a two-factor step-up in the last 5 minutes
   * (else 403 STEP_UP_REQUIRED): full e-mail addresses instead of masked ones, and a keyword that
   * searches them. Masked, a keyword matches only what is shown.
   */
  unmask: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
export type AttendanceQuery = z.input<typeof attendanceQuerySchema>;
export const attendanceRowSchema = z.object({
  memberId: id,
  name: z.string(),
  /** Masked (ab***@example.com) unless an ADMIN asked for unmask. */
  email: z.string(),
  /** Always masked. */
  phone: z.string().nullable(),
  count: z.number().int(),
  days: z.array(z.number().int()),
  lastCheckInAt: z.string(),
  /** The member deleted the account: the row counts, without name, e-mail or phone. */
  deleted: z.boolean(),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;
export const attendanceListSchema = paged(attendanceRowSchema).extend({
  event: z.object({ id, title: z.string(), startDate: isoDate, endDate: isoDate }).nullable(),
  min: z.number().int(),
});
export type AttendanceList = z.infer<typeof attendanceListSchema>;
/**
 * GET /api/admin/event/attendance/excel?min=1 (staff) → .xlsx attachment named
 * attendance_min{min}_{yyyyMMddHHmmss}.xlsx (venue time). Same eventId/keyword/unmask rules.
 */
export const attendanceExcelQuerySchema = attendanceQuerySchema.omit({ page: true });
export const ATTENDANCE_EXCEL_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ---------------------------------------------------------------- admin: events

const titleSchema = localizedSchema.refine((v) => Boolean(v.ko || v.en), { error: 'REQUIRED' });
/** Long texts (bodies, descriptions): plain text per language. */
export const longLocalizedSchema = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().max(20_000, { error: 'TOO_LONG' }).optional()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodOptional<z.ZodString>
  >,
);
const mediaId = z.uuid({ error: 'INVALID' });

/**
 * POST /api/admin/events, PUT /api/admin/events/{id}: the editorial engine's `events` item in the
 * shape of before (coverId, imageIds, isPublic = publish now or take down). A check-in event always
 * lasts 28 days: its endDate is computed from startDate (an endDate sent is ignored). Otherwise
 * endDate ≥ startDate: that rule is the declaration's (content/types/events.ts EVENT_DATES), which
 * the engine checks.
 */
export const eventInputSchema = z.object({
  title: titleSchema,
  summary: localizedSchema.default({}),
  body: longLocalizedSchema.default({}),
  location: localizedSchema.default({}),
  target: localizedSchema.default({}),
  program: localizedSchema.default({}),
  organizer: localizedSchema.default({}),
  startDate: isoDate,
  endDate: isoDate.optional(),
  coverId: mediaId.nullable().optional(),
  imageIds: z.array(mediaId).max(20, { error: 'TOO_LONG' }).default([]),
  checkIn: z.boolean().default(false),
  isPublic: z.boolean().default(false),
});
export type EventInput = z.input<typeof eventInputSchema>;
export const adminEventsQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100, { error: 'TOO_LONG' }).optional(),
});
export const adminEventSchema = z.object({
  id,
  title: localizedSchema,
  summary: localizedSchema,
  body: z.record(z.string(), z.string()),
  location: localizedSchema,
  target: localizedSchema,
  program: localizedSchema,
  organizer: localizedSchema,
  startDate: isoDate,
  endDate: isoDate,
  status: z.enum(EVENT_STATUSES),
  coverId: z.string().nullable(),
  cover: imageSchema.nullable(),
  imageIds: z.array(z.string()),
  images: z.array(imageSchema),
  checkIn: z.boolean(),
  isPublic: z.boolean(),
  checkInCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
/** GET /api/admin/events (paged, newest start first), GET /api/admin/events/{id}, DELETE /api/admin/events/{id} → 204. */
export const adminEventListSchema = paged(adminEventSchema.omit({ body: true }));
/** GET /api/admin/events/choices: every event (up to EVENT_CHOICES_MAX), newest start first, for pickers. */
export const adminEventChoicesSchema = z.object({
  items: z.array(adminEventSchema.pick({ id: true, title: true, startDate: true, checkIn: true, isPublic: true })),
});
export type AdminEventChoice = z.infer<typeof adminEventChoicesSchema>['items'][number];

// ---------------------------------------------------------------- admin: gifts

/** GET /api/admin/events/{id}/gifts → 28 slots; PUT /api/admin/events/{id}/gifts/{day} → that slot; DELETE → 204. */
export const adminGiftSchema = z.object({
  day: z.number().int(),
  kind: z.string().nullable(),
  format: z.enum(GIFT_FORMATS).nullable(),
  title: localizedSchema,
  /** The library image it was made from (null for seeded gifts). */
  mediaId: z.string().nullable(),
  contentType: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Staff-only preview (GET with the staff Bearer token), null while no file is set. */
  fileUrl: z.string().nullable(),
  receivedCount: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AdminGift = z.infer<typeof adminGiftSchema>;
export const adminGiftListSchema = z.object({ eventId: id, gifts: z.array(adminGiftSchema) });
/** The file is copied from the upload library into private storage, so only signed links reach it. */
export const giftInputSchema = z.object({
  kind: giftKindSchema,
  title: localizedSchema.default({}),
  /** Absent: the day keeps its current file (400 mediaId REQUIRED when it has none). */
  mediaId: mediaId.optional(),
});
export type GiftInput = z.input<typeof giftInputSchema>;

// ---------------------------------------------------------------- admin: programs and sessions

/** GET /api/admin/program-categories → every category with its programs (public or not). */
export const adminProgramSchema = z.object({
  id,
  categoryId: id,
  eventId: id.nullable(),
  title: localizedSchema,
  summary: localizedSchema,
  description: z.record(z.string(), z.string()),
  coverId: z.string().nullable(),
  cover: imageSchema.nullable(),
  position: z.number().int(),
  isPublic: z.boolean(),
  sessionCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminProgram = z.infer<typeof adminProgramSchema>;
export const adminCategorySchema = z.object({
  id,
  title: localizedSchema,
  position: z.number().int(),
  programs: z.array(adminProgramSchema),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ categories: z.array(adminCategorySchema) });
/** POST /api/admin/program-categories, PUT/DELETE /api/admin/program-categories/{id} (409 CATEGORY_NOT_EMPTY while it holds programs). */
export const categoryInputSchema = z.object({
  title: titleSchema,
  position: z.number().int().min(0).max(10_000).default(0),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** POST /api/admin/programs, PUT/DELETE /api/admin/programs/{id}; GET /api/admin/programs/{id} → with sessions. */
export const programInputSchema = z.object({
  categoryId: refIdSchema,
  eventId: refIdSchema.nullable().optional(),
  title: titleSchema,
  summary: localizedSchema.default({}),
  description: longLocalizedSchema.default({}),
  coverId: mediaId.nullable().optional(),
  position: z.number().int().min(0).max(10_000).default(0),
  isPublic: z.boolean().default(false),
});
export type ProgramInput = z.input<typeof programInputSchema>;

export const adminSessionSchema = z.object({
  id,
  programId: id,
  title: localizedSchema,
  description: z.record(z.string(), z.string()),
  place: localizedSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  mediaIds: z.array(z.string()),
  media: z.array(imageSchema),
  updatedAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
export const adminProgramDetailSchema = adminProgramSchema.extend({ sessions: z.array(adminSessionSchema) });
export type AdminProgramDetail = z.infer<typeof adminProgramDetailSchema>;

/** POST /api/admin/programs/{id}/sessions, PUT/DELETE /api/admin/sessions/{id}. endsAt ≥ startsAt. */
export const sessionInputSchema = z
  .object({
    title: titleSchema,
    description: longLocalizedSchema.default({}),
    place: localizedSchema.default({}),
    startsAt: z.iso.datetime({ offset: true, error: 'INVALID' }),
    endsAt: z.iso.datetime({ offset: true, error: 'INVALID' }),
    mediaIds: z.array(mediaId).max(20, { error: 'TOO_LONG' }).default([]),
  })
  .refine((v) => Date.parse(v.endsAt) >= Date.parse(v.startsAt), { error: 'OUT_OF_RANGE', path: ['endsAt'] });
export type SessionInput = z.input<typeof sessionInputSchema>;
export const idParamsSchema = z.object({ id: idParamSchema });
export const adminGiftParamsSchema = giftParamsSchema;
