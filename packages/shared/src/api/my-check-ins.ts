import { z } from 'zod';
import { idSchema as id, isoDateSchema as isoDate, served } from './common';
import { giftSchema } from './events';

/**
 * GET /api/me/check-ins (member): the check-in events this member took part in, newest first,
 * each with the days checked in and the gifts received. A received gift is downloaded again the
 * way the event page does it: POST /api/events/{eventId}/gifts/{day}/receive answers a fresh link.
 */
export const myGiftSchema = giftSchema.pick({
  day: true,
  kind: true,
  format: true,
  title: true,
  contentType: true,
  width: true,
  height: true,
  lang: true,
});
export type MyGift = z.infer<typeof myGiftSchema>;

export const myCheckInEventSchema = z.object({
  eventId: id,
  title: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  /** How many days the event has (28). */
  days: z.number().int(),
  /** Event days (1-28) checked in on, ascending. */
  checkedDays: z.array(z.number().int()),
  /** Received gifts, by day; a gift staff removed since is left out. */
  gifts: z.array(myGiftSchema),
  ...served,
});
export type MyCheckInEvent = z.infer<typeof myCheckInEventSchema>;

export const myCheckInsSchema = z.object({ events: z.array(myCheckInEventSchema) });
export type MyCheckIns = z.infer<typeof myCheckInsSchema>;
