import { z } from 'zod';
import { GIFT_FORMATS, isGiftKind } from '../gift-kinds';
import { CHECK_IN_DAYS } from '../limits';
import { EVENT_STATUSES } from '../event-status';
import { idParamSchema, idSchema as id, isoDateSchema as isoDate, served } from './common';
import { imageSchema } from './content';

/**
 * Events, programs with sessions, and the 28-day check-in (issue 7, docs/spec/decisions.md §8, §9).
 * Dates of events are venue-local calendar dates (yyyy-MM-dd in the venue time zone); session times
 * are instants (ISO with offset). Every localized text is served with the language it was found in.
 * What staff read and write is in events-admin.ts.
 */

// ---------------------------------------------------------------- public reads

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
export const eventParamsSchema = z.object({ id: idParamSchema });

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
  categoryId: idParamSchema,
  programId: idParamSchema,
});
export const sessionParamsSchema = programParamsSchema.extend({
  sessionId: idParamSchema,
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

export const giftKindSchema = z.string().max(40, { error: 'TOO_LONG' }).refine(isGiftKind, {
  error: 'INVALID',
});

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
  m: idParamSchema,
  exp: z.coerce.number().int().positive({ error: 'INVALID' }),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'INVALID' }),
});
