import { createContext, use, type ReactNode } from 'react';
import type { ReadCache } from './read-cache';

const ReadCacheContext = createContext<ReadCache | null>(null);

/** The page's read cache: the browser's one, or the server renderer's of one page. */
export function ReadCacheProvider({ cache, children }: { cache: ReadCache; children: ReactNode }) {
  return <ReadCacheContext value={cache}>{children}</ReadCacheContext>;
}

/** The read cache (named as TanStack Query's hook, whose methods it shares). */
export function useQueryClient(): ReadCache {
  const cache = use(ReadCacheContext);
  if (!cache) throw new Error('useQueryClient: no ReadCacheProvider above');
  return cache;
}
