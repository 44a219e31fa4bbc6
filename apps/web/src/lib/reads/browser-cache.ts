import { onSessionChanged } from '../session-events';
import { ReadCache } from './read-cache';

/** The browser's read cache (the server renderer makes one per page). */
export const readCache = new ReadCache();

// A new session shows nothing cached for whoever used this browser before.
onSessionChanged(() => readCache.clear());
