import { onSessionChanged } from '../session-events';
import { ReadCache } from './read-cache';

/** The browser's read cache (the server renderer makes one per page). */
export const readCache = new ReadCache();

// A session that starts or ends leaves nothing of the last one on screen.
onSessionChanged(() => readCache.clear());
