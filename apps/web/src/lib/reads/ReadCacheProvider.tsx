import { createContext, use, useEffect, type ReactNode } from 'react';
import { onSessionChanged } from '../session-events';
import type { ReadCache } from './read-cache';

const ReadCacheContext = createContext<ReadCache | null>(null);

/**
 * The page's read cache: the browser's one, or the server renderer's of one page. A new session
 * (a sign-in or sign-up) empties it: nothing cached for whoever used this browser before may show.
 */
export function ReadCacheProvider({ cache, children }: { cache: ReadCache; children: ReactNode }) {
  useEffect(() => onSessionChanged(() => cache.clear()), [cache]);
  return <ReadCacheContext value={cache}>{children}</ReadCacheContext>;
}

/** The read cache (named as TanStack Query's hook, whose methods it shares). */
export function useQueryClient(): ReadCache {
  const cache = use(ReadCacheContext);
  if (!cache) throw new Error('useQueryClient: no ReadCacheProvider above');
  return cache;
}
