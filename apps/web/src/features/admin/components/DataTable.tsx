import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '#web/components/forms/visually-hidden';

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

interface DataTableProps<Row> {
  /** Says what the table holds (read by screen readers; shown when `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in one full-width row when there are no rows. */
  empty: string;
  maxHeight?: number;
}

/** A plain read-only table with real column headers and a caption: statistics, history, audit. */
export function DataTable<Row>({ caption, showCaption, columns, rows, rowKey, empty, maxHeight }: DataTableProps<Row>) {
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    <TableContainer sx={{ maxHeight }} tabIndex={maxHeight ? 0 : undefined}>
      <Table size="small" stickyHeader={Boolean(maxHeight)} sx={{ '& caption': { captionSide: 'top' } }}>
        <Box component="caption" sx={showCaption ? { p: 1 } : visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.numeric ? 'right' : 'left'} scope="col">
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
