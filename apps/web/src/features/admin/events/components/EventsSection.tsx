import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '@atrium/shared/localized';
import { showNotice } from '../../../../components/notice/noticeStore';
import { useLanguage } from '../../../../lib/i18n/useLanguage';
import { AdminErrorAlert } from '../../components/AdminErrorAlert';
import { AdminPagination } from '../../components/AdminPagination';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { noticeAdminError } from '../../lib/adminErrors';
import { useAdminFormat } from '../../lib/format';
import { useAdminEvent, useAdminEvents, useDeleteEvent } from '../api/events';
import { EventForm } from './EventForm';

type EventRow = NonNullable<ReturnType<typeof useAdminEvents>['data']>['items'][number];

/** Every event with its dates, status and check-ins; new, edit and delete. */
export function EventsSection() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useAdminFormat();
  const [page, setPage] = useState(1);
  const events = useAdminEvents(page);
  // null: closed; 0: a new event; else the id being edited.
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<EventRow | null>(null);
  const detail = useAdminEvent(editing ? editing : null);
  const remove = useDeleteEvent();
  const titleOf = (row: EventRow) => pickLocalized(row.title, lang).text;

  const columns: DataColumn<EventRow>[] = [
    { header: t('admin:eventAdmin.events.title'), cell: titleOf },
    {
      header: t('admin:eventAdmin.events.dates'),
      cell: (row) => `${format.bucket(row.startDate, 'day')} – ${format.bucket(row.endDate, 'day')}`,
    },
    { header: t('admin:eventAdmin.events.status'), cell: (row) => t(`admin:eventAdmin.status.${row.status}`) },
    {
      header: t('admin:eventAdmin.events.kind'),
      cell: (row) => (row.checkIn ? t('admin:eventAdmin.events.kindCheckIn') : t('admin:eventAdmin.events.kindPlain')),
    },
    {
      header: t('admin:eventAdmin.form.public'),
      cell: (row) => (row.isPublic ? t('admin:eventAdmin.form.yes') : t('admin:eventAdmin.form.no')),
    },
    { header: t('admin:eventAdmin.events.checkIns'), cell: (row) => format.number(row.checkInCount), numeric: true },
    {
      header: t('admin:eventAdmin.form.actions'),
      cell: (row) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            onClick={() => setEditing(row.id)}
            aria-label={`${t('admin:eventAdmin.form.edit')}: ${titleOf(row)}`}
          >
            {t('admin:eventAdmin.form.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => setDeleting(row)}
            aria-label={`${t('admin:eventAdmin.form.delete')}: ${titleOf(row)}`}
          >
            {t('admin:eventAdmin.form.delete')}
          </Button>
        </Stack>
      ),
    },
  ];

  const confirmDelete = (row: EventRow) =>
    remove.mutate(row.id, {
      onSuccess: () => showNotice('admin:eventAdmin.form.deleted', 'success'),
      onError: noticeAdminError,
      onSettled: () => setDeleting(null),
    });

  const formOpen = editing !== null;
  const formReady = editing === 0 || Boolean(detail.data);
  return (
    <Stack spacing={2}>
      <div>
        <Button variant="contained" startIcon={<Add aria-hidden />} onClick={() => setEditing(0)}>
          {t('admin:eventAdmin.events.new')}
        </Button>
      </div>
      {events.isError && <AdminErrorAlert error={events.error} />}
      {!events.data && !events.isError && <Skeleton variant="rectangular" height={200} />}
      {events.data && (
        <div>
          <DataTable
            caption={t('admin:eventAdmin.events.caption')}
            columns={columns}
            rows={events.data.items}
            rowKey={(row) => String(row.id)}
            empty={t('admin:common.noData')}
          />
          <AdminPagination
            label={t('admin:eventAdmin.events.pages')}
            page={events.data.page}
            pageSize={events.data.pageSize}
            total={events.data.total}
            onChange={setPage}
          />
        </div>
      )}
      <Dialog
        open={formOpen}
        onClose={() => setEditing(null)}
        aria-labelledby="event-form-title"
        fullWidth
        maxWidth="md"
      >
        <DialogTitle id="event-form-title">
          {editing ? t('admin:eventAdmin.events.edit') : t('admin:eventAdmin.events.new')}
        </DialogTitle>
        <DialogContent>
          {detail.isError && <AdminErrorAlert error={detail.error} />}
          {formOpen && formReady && (
            <EventForm
              key={editing}
              event={editing ? (detail.data ?? null) : null}
              onSaved={() => {
                setEditing(null);
                showNotice('admin:eventAdmin.form.saved', 'success');
              }}
              onCancel={() => setEditing(null)}
            />
          )}
          {formOpen && !formReady && !detail.isError && <Skeleton variant="rectangular" height={320} />}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('admin:eventAdmin.events.deleteTitle')}
        confirmLabel={t('admin:eventAdmin.form.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      >
        <Typography>{t('admin:eventAdmin.events.deleteText', { title: deleting ? titleOf(deleting) : '' })}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
