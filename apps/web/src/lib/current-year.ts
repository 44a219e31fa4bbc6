import { createContext, useContext } from 'react';
import { VENUE_TIME_ZONE } from '@atrium/shared/venue-time-zone';
import { wallClock } from '@atrium/shared/wall-clock';

/**
 * The current year as the server saw it (the boot data's `year`): the server's markup and the
 * browser's hydration use the same number, even across the venue's New Year. Null without boot
 * data (Vite's dev server): the browser's own clock, on the venue's calendar.
 */
export const CurrentYearContext = createContext<number | null>(null);

export const useCurrentYear = (): number =>
  useContext(CurrentYearContext) ?? Number(wallClock(VENUE_TIME_ZONE, new Date()).year);
