import type { CSSProperties } from 'react';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { useTranslation } from '#web/lib/i18n/react';
import type { DataColumn } from '#web/features/admin/components/DataTable';
import type { ContentListRow } from '#web/features/admin/content/api/get-content-list';

/** One item of an ordered list: its drag handle (pointer, or Space then arrows) and its cells. */
export function SortableRow({
  row,
  index,
  columns,
}: {
  row: ContentListRow;
  index: number;
  columns: readonly DataColumn<ContentListRow>[];
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
  });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <TableRow ref={setNodeRef} style={style} data-order-index={index} selected={isDragging}>
      <TableCell padding="checkbox">
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('admin:content.order.handle', { title: row.title || String(row.id), n: index + 1 })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicator aria-hidden />
        </IconButton>
      </TableCell>
      {columns.map((column) => (
        <TableCell key={column.header}>{column.cell(row)}</TableCell>
      ))}
    </TableRow>
  );
}
