import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { shouldRetry } from './read-policy';
import type { QueryFn, QueryKey } from './read-cache';
import { hashKey } from './read-cache';
import { useQueryClient } from './ReadCacheProvider';

/** TanStack Query's defaults: unused data kept 5 minutes. */
const DEFAULT_GC_MS = 5 * 60_000;

export interface QueryOptions<T, S = T> {
  queryKey: QueryKey;
  queryFn: QueryFn<T>;
  /** false: the reader shows what the cache holds and reads nothing. */
  enabled?: boolean;
  /** How long data counts as fresh (ms): a reader mounting within it does not read again. */
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number;
  refetchOnWindowFocus?: boolean;
  retry?: (failureCount: number, error: unknown) => boolean;
  /** Shown while the key has no data yet, from what this reader showed last (keepPreviousData). */
  placeholderData?: (previous: S | undefined) => S | undefined;
  /** What the reader returns of the data (computed once per datum). */
  select?: (data: T) => S;
}

interface ResultBase {
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  failureCount: number;
  refetch: () => Promise<void>;
}

/** As TanStack Query's: past `isPending` and `isError`, the data is there. */
export type QueryResult<S> = ResultBase &
  (
    | { status: 'pending'; isPending: true; isSuccess: false; isError: false; data: undefined }
    | { status: 'error'; isPending: false; isSuccess: false; isError: true; data: S | undefined }
    | { status: 'success'; isPending: false; isSuccess: true; isError: false; data: S }
  );

/** Types a read's options once, for the hook and for the cache's methods (as TanStack Query's). */
export const queryOptions = <T, S = T>(options: QueryOptions<T, S>): QueryOptions<T, S> => options;

/** placeholderData: the last data this reader showed, while the next key's comes (a pager that does not jump). */
export const keepPreviousData = <S>(previous: S | undefined): S | undefined => previous;

/** One read, kept fresh while the component is mounted (TanStack Query's useQuery, the subset the pages use). */
export function useQuery<T, S = T>(options: QueryOptions<T, S>): QueryResult<S> {
  const cache = useQueryClient();
  const { queryKey, enabled = true, staleTime = 0, gcTime = DEFAULT_GC_MS } = options;
  const { refetchInterval, refetchOnWindowFocus = true, retry = shouldRetry } = options;
  const hash = hashKey(queryKey);
  // The key's value, not its array, decides: pages build a new array every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const key = useCallback(() => queryKey, [hash]);
  const subscribe = useCallback((listener: () => void) => cache.subscribe(key(), listener), [cache, key]);
  const getSnapshot = () => cache.snapshot<T>(key());
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  // The latest read function, for the reads the cache starts later (an interval, an invalidation).
  const queryFn = useRef(options.queryFn);
  useEffect(() => {
    queryFn.current = options.queryFn;
  });
  useEffect(() => {
    if (!enabled) return;
    return cache.observe(key(), {
      queryFn: (context) => queryFn.current(context),
      staleTime,
      gcTime,
      retry,
      refetchInterval,
      refetchOnWindowFocus,
    });
  }, [cache, key, enabled, staleTime, gcTime, retry, refetchInterval, refetchOnWindowFocus]);

  // `select` is computed again only when the data changes (a schema's parse is not free).
  const { select } = options;
  const selected = useMemo(
    () => (state.data === undefined ? undefined : select ? select(state.data) : (state.data as unknown as S)),
    // A page passes a new select function each render: the data alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.data],
  );
  // What this reader showed last, for placeholderData (derived state, set while rendering).
  const [shown, setShown] = useState(selected);
  if (selected !== undefined && selected !== shown) setShown(selected);
  const placeholder = selected === undefined && options.placeholderData ? options.placeholderData(shown) : undefined;

  const isPlaceholderData = placeholder !== undefined;
  const status = isPlaceholderData ? 'success' : state.status;
  return {
    data: isPlaceholderData ? placeholder : selected,
    error: state.error,
    status,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: state.fetching,
    isPlaceholderData,
    failureCount: state.failureCount,
    refetch: () => cache.refetch(key()),
  } as QueryResult<S>;
}
