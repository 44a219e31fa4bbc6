import { ReadCache } from './read-cache';

/** The browser's read cache (the server renderer makes one per page). */
export const readCache = new ReadCache();
