import { z } from 'zod';
import { served, servedTexts } from './common';

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
