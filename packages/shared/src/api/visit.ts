import { z } from 'zod';
import { ACCESSIBILITY_TOPICS, TRANSIT_MODES } from '../content/types/singletons';
import { served, servedTexts } from './common';
import { imageSchema } from './content';

/** HH:mm in the venue's time zone ('24:00' closes at midnight). */
const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
/** A day of the week: 0 is Sunday, 6 Saturday. */
const weekdaySchema = z.number().int().min(0).max(6);

export const visitHoursSchema = z.object({ days: z.array(weekdaySchema), open: timeSchema, close: timeSchema });
export type VisitHours = z.infer<typeof visitHoursSchema>;

/** A day the venue is closed outside its weekly closed days; `lang` is the reason's. */
export const visitClosureSchema = z.object({ date: z.string(), reason: z.string(), ...served });
export type VisitClosure = z.infer<typeof visitClosureSchema>;

/**
 * GET /api/visit (docs/spec/decisions.md §12): opening hours, closures, admission and contact in the
 * request's language, with whether the venue is open now and today's hours (null when it is
 * closed today), both in the venue's time zone. `specialClosures` are today's and later ones,
 * by date. `lang` is the address's language, `langs` each text's.
 */
export const visitResponseSchema = z.object({
  address: z.string(),
  hours: z.array(visitHoursSchema),
  closedDays: z.array(weekdaySchema),
  specialClosures: z.array(visitClosureSchema),
  admission: z.string(),
  contact: z.object({ phone: z.string(), email: z.string() }),
  openNow: z.boolean(),
  today: z.object({ open: timeSchema, close: timeSchema }).nullable(),
  ...servedTexts(['address', 'admission']),
});
export type VisitResponse = z.infer<typeof visitResponseSchema>;

/** Where the venue is on the earth (WGS84, as the map services read it). */
export const coordinatesSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** One way to arrive: a line ('Line 3', 'Buses 1020, 7022') and where to get off; `lang` is its texts'. */
export const transitSchema = z.object({
  mode: z.enum(TRANSIT_MODES),
  line: z.string(),
  stop: z.string(),
  note: z.string(),
  ...served,
});
export type Transit = z.infer<typeof transitSchema>;

/** An accessibility note (a step-free route, what is lent, quiet hours, who helps), with a number to call. */
export const accessibilityNoteSchema = z.object({
  topic: z.enum(ACCESSIBILITY_TOPICS),
  text: z.string(),
  phone: z.string(),
  ...served,
});
export type AccessibilityNote = z.infer<typeof accessibilityNoteSchema>;

/**
 * GET /api/visit/guide: the Visit page's part of the visit information that does not change with
 * the time (the hours and today's status are GET /api/visit's). `mapLinks` are staff's, '' where
 * they left one empty (the page then makes it from `coordinates`, shared/map-links.ts).
 */
export const visitGuideResponseSchema = z.object({
  directions: z.string(),
  coordinates: coordinatesSchema.nullable(),
  mapImage: imageSchema.nullable(),
  mapLinks: z.object({ naver: z.string(), kakao: z.string(), google: z.string() }),
  transit: z.array(transitSchema),
  parking: z.string(),
  accessibility: z.array(accessibilityNoteSchema),
  groupBooking: z.object({ text: z.string(), phone: z.string(), email: z.string() }),
  ...servedTexts(['directions', 'parking', 'groupBooking']),
});
export type VisitGuideResponse = z.infer<typeof visitGuideResponseSchema>;
