import type { ComponentType, ReactNode } from 'react';
import { ReadFailure } from '#web/components/errors/ReadFailure';
import { DetailSkeleton } from './DetailSkeleton';
import { NotFound } from './NotFound';
import { PageColumn } from './PageColumn';

/** What the frame reads of a query: a TanStack Query result fits. */
interface DetailQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface DetailPageProps<T> {
  query: DetailQuery<T>;
  /** The link back up, above the heading; may depend on what has loaded. */
  back?: ReactNode | ((data: T | undefined) => ReactNode);
  /** The page's column; the reading column unless the feature has its own width. */
  column?: ComponentType<{ children: ReactNode }>;
  /** What stands in for the content while it loads. */
  skeleton?: ReactNode;
  /** Loaded, yet the thing asked for is not in it (a session of a program): not found. */
  missing?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * The frame of every public detail page: a read failure (404 → not found), else the column with
 * the back link and either the skeleton or the content. The server and the client render the
 * same branch for the same query state, so hydration is unaffected.
 */
export function DetailPage<T>({
  query,
  back,
  column: Column = PageColumn,
  skeleton = <DetailSkeleton />,
  missing,
  children,
}: DetailPageProps<T>) {
  if (query.isError) return <ReadFailure query={query} />;
  const data = query.data;
  if (data !== undefined && missing?.(data)) return <NotFound />;
  return (
    <Column>
      {typeof back === 'function' ? back(data) : back}
      {data === undefined ? skeleton : children(data)}
    </Column>
  );
}
