import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { CHECK_IN_DAYS, DEFAULT_ATTENDANCE_MIN } from '../limits';
import { languageSchema, pageQuerySchema } from './common';
import { paged } from './admin';
import { imageSchema } from './content';
import { localizedSchema } from './media';

/**
 * Events, programs with sessions, and the 28-day check-in (issue 7, decisions.md sections 8-9).
 * Dates of events are venue-local calendar dates (yyyy-MM-dd in the venue time zone); session times
 * are instants (ISO with offset). Every localized text is served with the language it was found in.
 */
const served = { lang: languageSchema };
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'INVALID' });
const id = z.number().int();

// ---------------------------------------------------------------- public reads

export const EVENT_STATUSES = ['inProgress', 'upcoming', 'past'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** GET /api/events → grouped lists; each item as below. */
export const eventSummarySchema = z.object({
  id,
  title: z.string(),
  summary: z.string(),
  status: z.enum(EVENT_STATUSES),
  /** First and last day, venue-local, inclusive. */
  startDate: isoDate,
  endDate: isoDate,
  location: z.string(),
  target: z.string(),
  /** The program line of the spec's Event (a short text; linked programs are in the detail). */
  program: z.string(),
  organizer: z.string(),
  cover: imageSchema.nullable(),
  /** A daily check-in event (28 days, 28 gifts). */
  checkIn: z.boolean(),
  ...served,
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventListSchema = z.object({
  inProgress: z.array(eventSummarySchema),
  upcoming: z.array(eventSummarySchema),
  past: z.array(eventSummarySchema),
  /** Today in the venue time zone, and the zone, so the page can say which day it is at the venue. */
  today: isoDate,
  timezone: z.string(),
});
export type EventList = z.infer<typeof eventListSchema>;

export const programLinkSchema = z.object({ categoryId: id, programId: id, title: z.string(), ...served });
export type ProgramLink = z.infer<typeof programLinkSchema>;

/** GET /api/events/{id} */
export const eventDetailSchema = eventSummarySchema.extend({
  /** Plain text, paragraphs separated by blank lines. */
  body: z.string(),
  images: z.array(imageSchema),
  programs: z.array(programLinkSchema),
  /** Check-in events: how many days (28) and the gift count; null for other events. */
  checkInDays: z.number().int().nullable(),
  today: isoDate,
  timezone: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;
export const eventParamsSchema = z.object({ id: z.coerce.number().int().positive({ error: 'INVALID' }) });

export const sessionSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  place: z.string(),
  /** Instants (ISO 8601 with offset). */
  startsAt: z.string(),
  endsAt: z.string(),
  media: z.array(imageSchema),
  ...served,
});
export type ProgramSession = z.infer<typeof sessionSchema>;

export const programSummarySchema = z.object({
  id,
  categoryId: id,
  title: z.string(),
  summary: z.string(),
  cover: imageSchema.nullable(),
  sessionCount: z.number().int(),
  ...served,
});
export type ProgramSummary = z.infer<typeof programSummarySchema>;

/** GET /api/programs/{categoryId}/{programId} (sessions in time order). */
export const programDetailSchema = programSummarySchema.extend({
  description: z.string(),
  category: z.object({ id, title: z.string(), ...served }),
  event: z.object({ id, title: z.string(), ...served }).nullable(),
  sessions: z.array(sessionSchema),
  timezone: z.string(),
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;
export const programParamsSchema = z.object({
  categoryId: z.coerce.number().int().positive({ error: 'INVALID' }),
  programId: z.coerce.number().int().positive({ error: 'INVALID' }),
});
export const sessionParamsSchema = programParamsSchema.extend({
  sessionId: z.coerce.number().int().positive({ error: 'INVALID' }),
});

/** GET /api/programs: every public category with its public programs. */
export const programCategorySchema = z.object({
  id,
  title: z.string(),
  programs: z.array(programSummarySchema),
  ...served,
});
export const programCategoriesSchema = z.object({ categories: z.array(programCategorySchema) });
export type ProgramCategory = z.infer<typeof programCategorySchema>;

/** GET /api/programs/{categoryId}/{programId}/{sessionId}.ics → text/calendar (one VEVENT). */
export const sessionIcsPath = (categoryId: number, programId: number, sessionId: number) =>
  `/api/programs/${categoryId}/${programId}/${sessionId}.ics`;

// ---------------------------------------------------------------- check-in (members)

/** GET /api/events/{id}/check-ins (member): this member's check-in state. */
export const checkInStateSchema = z.object({
  eventId: id,
  days: z.number().int(),
  startDate: isoDate,
  endDate: isoDate,
  timezone: z.string(),
  /** Today in the venue time zone. */
  today: isoDate,
  /** Today's event day (1-28), or null before the start or after the end. */
  todayDay: z.number().int().nullable(),
  /** Check-in possible right now (the event is running). */
  open: z.boolean(),
  checkedToday: z.boolean(),
  /** Event days (1-28) this member checked in on, ascending. */
  checkedDays: z.array(z.number().int()),
  count: z.number().int(),
});
export type CheckInState = z.infer<typeof checkInStateSchema>;

/**
 * POST /api/events/{id}/check-in (member, no body) → 201 with the new state and the day checked.
 * Second try the same venue day → 409 ALREADY_CHECKED_IN (nothing changes); outside the 28 days →
 * 409 CHECK_IN_CLOSED; an event without check-in → 404 NOT_FOUND.
 */
export const checkInResultSchema = checkInStateSchema.extend({ day: z.number().int() });
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/**
 * Gift kinds of the spec. `{product}_photo` is a family: `product_photo` or any `<name>_photo`
 * (e.g. `candle_photo`). The `*_gif` kinds and the message card are stickers (emoticons); the rest
 * are wallpapers.
 */
export const GIFT_KINDS = [
  'yearly_slogan',
  'message_card',
  'true_parents_photo',
  'product_photo',
  'message_gif',
  'true_father_gif',
  'true_mother_gif',
] as const;
export const giftKindSchema = z
  .string()
  .max(40, { error: 'TOO_LONG' })
  .refine((k) => (GIFT_KINDS as readonly string[]).includes(k) || /^[a-z][a-z0-9]*(_[a-z0-9]+)*_photo$/.test(k), {
    error: 'INVALID',
  });
export const GIFT_FORMATS = ['wallpaper', 'sticker'] as const;
export type GiftFormat = (typeof GIFT_FORMATS)[number];
export function giftFormat(kind: string): GiftFormat {
  return kind.endsWith('_gif') || kind === 'message_card' ? 'sticker' : 'wallpaper';
}

/** GET /api/events/{id}/gifts (member): each day's gift, locked or not, received or not. */
export const giftSchema = z.object({
  day: z.number().int(),
  kind: z.string(),
  format: z.enum(GIFT_FORMATS),
  title: z.string(),
  /** Gift N unlocks once the member has checked in on event day N. */
  unlocked: z.boolean(),
  received: z.boolean(),
  /** False while staff have not attached a file for that day yet. */
  available: z.boolean(),
  contentType: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  ...served,
});
export type Gift = z.infer<typeof giftSchema>;
export const giftListSchema = z.object({ eventId: id, days: z.number().int(), gifts: z.array(giftSchema) });
export type GiftList = z.infer<typeof giftListSchema>;
export const giftParamsSchema = eventParamsSchema.extend({
  day: z.coerce.number().int().min(1, { error: 'OUT_OF_RANGE' }).max(CHECK_IN_DAYS, { error: 'OUT_OF_RANGE' }),
});

/**
 * POST /api/events/{id}/gifts/{day}/receive (member) → a download link for that member only,
 * expiring at `expiresAt` (403 GIFT_LOCKED before the member checked in on that day).
 * The link is fetched WITH the member's Bearer token (another member → 403 DOWNLOAD_LINK_INVALID,
 * expired → 410 DOWNLOAD_LINK_EXPIRED); it answers the file as an attachment named `fileName`.
 */
export const giftReceiveSchema = z.object({ downloadUrl: z.string(), expiresAt: z.string(), fileName: z.string() });
export type GiftReceive = z.infer<typeof giftReceiveSchema>;
/** The query of the download link (made by the server; the client uses downloadUrl as is). */
export const giftDownloadQuerySchema = z.object({
  m: z.coerce.number().int().positive({ error: 'INVALID' }),
  exp: z.coerce.number().int().positive({ error: 'INVALID' }),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'INVALID' }),
});

// ---------------------------------------------------------------- admin: attendance

/** GET /api/admin/event/attendance (staff). `eventId` defaults to the latest check-in event that has started. */
export const attendanceQuerySchema = pageQuerySchema.extend({
  eventId: z.coerce.number().int().positive({ error: 'INVALID' }).optional(),
  min: z.coerce
    .number()
    .int({ error: 'INVALID' })
    .min(1, { error: 'OUT_OF_RANGE' })
    .max(CHECK_IN_DAYS, { error: 'OUT_OF_RANGE' })
    .default(DEFAULT_ATTENDANCE_MIN),
  keyword: z.string().trim().max(100, { error: 'TOO_LONG' }).optional(),
  /** ADMIN only (MANAGER → 403 NO_ADMIN_PERMISSION): full e-mail addresses instead of masked ones. */
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
 * POST /api/admin/events, PUT /api/admin/events/{id}. A check-in event always lasts 28 days: its
 * endDate is computed from startDate (an endDate sent is ignored). Otherwise endDate ≥ startDate.
 */
export const eventInputSchema = z
  .object({
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
  })
  .refine((v) => v.checkIn || Boolean(v.endDate), { error: 'REQUIRED', path: ['endDate'] })
  .refine((v) => v.checkIn || !v.endDate || v.endDate >= v.startDate, { error: 'OUT_OF_RANGE', path: ['endDate'] });
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
  mediaId,
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
  categoryId: z.number().int().positive({ error: 'INVALID' }),
  eventId: z.number().int().positive({ error: 'INVALID' }).nullable().optional(),
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
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive({ error: 'INVALID' }) });
export const adminGiftParamsSchema = giftParamsSchema;
