import { z } from 'zod';
import { idSchema as id, isoDateSchema as isoDate, served } from './common';

/**
 * GET /api/today: the home page's "Today at the memorial" block (issue 42, item 3). What is on by
 * the venue's date: exhibitions on now, the events running today and the program sessions of
 * today; when there are none today, the next ones (`when: 'next'`, their first day in `date`).
 */

/** Today's items, the next ones (none today), or nothing ahead. */
export const TODAY_WHEN = ['today', 'next', 'none'] as const;
export type TodayWhen = (typeof TODAY_WHEN)[number];

export const todayExhibitionSchema = z.object({
  slug: z.string(),
  title: z.string(),
  place: z.string(),
  startsOn: isoDate,
  /** null: a permanent exhibition. */
  endsOn: isoDate.nullable(),
  ...served,
});

export const todayEventSchema = z.object({
  id,
  title: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  /** A daily check-in event: a signed-in member's check-in card is built on it. */
  checkIn: z.boolean(),
  ...served,
});

export const todaySessionSchema = z.object({
  id,
  categoryId: id,
  programId: id,
  /** The session's own title, and its program's. */
  title: z.string(),
  programTitle: z.string(),
  place: z.string(),
  /** Instants (ISO 8601). */
  startsAt: z.string(),
  endsAt: z.string(),
  /**
   * Its times of day in the venue's zone, named, in the asked language (sessionClockText): the
   * block's day is said already, and the words are written once, on the server, so the home
   * page's first load carries no time formatting.
   */
  time: z.string(),
  ...served,
});

const dayOf = <T extends z.ZodType>(item: T) =>
  z.object({
    when: z.enum(TODAY_WHEN),
    /** The day the items are on: today, or the next day with any; null with none. */
    date: isoDate.nullable(),
    items: z.array(item),
  });

export const todayResponseSchema = z.object({
  /** Today in the venue's time zone, and the zone. */
  today: isoDate,
  timezone: z.string(),
  exhibitions: z.array(todayExhibitionSchema),
  events: dayOf(todayEventSchema),
  sessions: dayOf(todaySessionSchema),
});
export type TodayResponse = z.infer<typeof todayResponseSchema>;
export type TodayEvent = z.infer<typeof todayEventSchema>;
export type TodaySession = z.infer<typeof todaySessionSchema>;
export type TodayExhibition = z.infer<typeof todayExhibitionSchema>;
