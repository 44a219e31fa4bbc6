/** The element id of a day's gift tile: the check-in's "open today's gift" link points at it. */
export const giftTileId = (day: number): string => `gift-day-${day}`;
