import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { AdminErrorAlert } from './AdminErrorAlert';
import { AdminPagination } from './AdminPagination';

/** One page as the server answers it (with whatever else the list carries). */
interface Page {
  page: number;
  pageSize: number;
  total: number;
}

interface PagedResultProps<D extends Page> {
  /** The list's query: its state and its page. */
  query: { isError: boolean; error: unknown; isFetching: boolean; data?: D };
  /** Names the pager's landmark ("Users pages"). */
  pagesLabel: string;
  onPage: (page: number) => void;
  /** Shown while the first page loads (the bar alone for a new page). */
  pending?: ReactNode;
  /** The page's rows, drawn (a table, a grid). */
  children: (data: D) => ReactNode;
}

/** A paged admin list's result: its error, a loading bar, the rows and the pager. */
export function PagedResult<D extends Page>({ query, pagesLabel, onPage, pending, children }: PagedResultProps<D>) {
  return (
    <>
      {query.isError && <AdminErrorAlert error={query.error} />}
      {/* Keeps its height while a new page loads, so the table does not jump. */}
      <LinearProgress sx={{ visibility: query.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      {!query.data && !query.isError && pending}
      {query.data && (
        <div>
          {children(query.data)}
          <AdminPagination
            label={pagesLabel}
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onChange={onPage}
          />
        </div>
      )}
    </>
  );
}
