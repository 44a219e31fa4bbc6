import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from '#web/lib/i18n/react';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import type { DataColumn } from '#web/features/admin/components/DataTable';
import type { ContentListRow } from '#web/features/admin/content/api/get-content-list';
import { useSaveContentOrder } from '#web/features/admin/content/api/save-content-order';
import { isEditConflict } from '#web/features/admin/content/lib/edit-conflict';
import { SortableRow } from './SortableRow';

interface SortableContentTableProps {
  type: string;
  caption: string;
  rows: readonly ContentListRow[];
  /** The list's ETag (`"o<version>"`): the order these rows are in, for If-Match. */
  orderEtag: string | null;
  columns: readonly DataColumn<ContentListRow>[];
}

/**
 * An ordered type's items: drag a row by its handle, or focus the handle, press Space, move with
 * the arrow keys and press Space again. The new order is saved at once (PUT …/order) and said.
 * An order someone else changed meanwhile is not overwritten: theirs is shown, and said in words.
 */
export function SortableContentTable({ type, caption, rows, orderEtag, columns }: SortableContentTableProps) {
  const { t } = useTranslation();
  const saveOrder = useSaveContentOrder();
  const [said, setSaid] = useState('');
  const [conflict, setConflict] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((row) => row.id);
  const position = (id: UniqueIdentifier | undefined) => ids.findIndex((i) => i === id) + 1;
  const titleOf = (id: UniqueIdentifier) => rows.find((row) => row.id === id)?.title || String(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('admin:content.order.picked', { title: titleOf(active.id), n: position(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('admin:content.order.over', { title: titleOf(active.id), n: position(over.id), total: ids.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('admin:content.order.dropped', { title: titleOf(active.id), n: position(over.id), total: ids.length })
        : undefined,
    onDragCancel: ({ active }) => t('admin:content.order.cancelled', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.findIndex((id) => id === active.id);
    const to = ids.findIndex((id) => id === over.id);
    if (from < 0 || to < 0) return;
    const next = arrayMove(ids, from, to);
    setSaid('');
    setConflict(false);
    saveOrder.mutate(
      { type, ids: next, orderEtag },
      {
        onSuccess: () => setSaid(t('admin:content.order.saved')),
        // The list is asked again either way (the mutation's onSettled): theirs shows.
        onError: (error) => (isEditConflict(error) ? setConflict(true) : setSaid(t('admin:content.order.failed'))),
      },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('admin:content.order.instructions') } }}
    >
      <div role="status">
        {conflict && (
          <Alert severity="warning" onClose={() => setConflict(false)} sx={{ mb: 1.5 }}>
            {t('admin:content.order.conflict')}
          </Alert>
        )}
      </div>
      <TableContainer>
        <Table size="small" sx={{ '& caption': { captionSide: 'top' } }}>
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" scope="col">
                <Box component="span" sx={visuallyHidden}>
                  {t('admin:content.order.column')}
                </Box>
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.header} scope="col">
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              {rows.map((row, index) => (
                <SortableRow key={row.id} row={row} index={index} columns={columns} />
              ))}
            </SortableContext>
          </TableBody>
        </Table>
      </TableContainer>
      <Box role="status" sx={visuallyHidden}>
        {said}
      </Box>
    </DndContext>
  );
}
