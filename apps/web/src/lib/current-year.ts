import { createContext, useContext } from 'react';

/**
 * The current year as the server saw it (the boot data's `year`): the server's markup and the
 * browser's hydration use the same number, even across the venue's New Year. Null without boot
 * data (Vite's dev server): the browser's own clock, as nothing was rendered on a server.
 */
export const CurrentYearContext = createContext<number | null>(null);

export const useCurrentYear = (): number => useContext(CurrentYearContext) ?? new Date().getFullYear();
