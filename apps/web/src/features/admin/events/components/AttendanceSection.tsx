import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import { useTranslation } from '#web/lib/i18n/react';
import type { AttendanceRow } from '@atrium/shared/api/events-admin';
import { useStepUp } from '#web/components/mfa/use-step-up';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminPagination } from '#web/features/admin/components/AdminPagination';
import { DataTable, type DataColumn } from '#web/features/admin/components/DataTable';
import { isAdmin, useAdminRole } from '#web/features/admin/lib/admin-role';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { useAttendance, useExportAttendance } from '../api/attendance';
import { AttendanceFilters } from './AttendanceFilters';
import { CheckInEventSelect } from './CheckInEventSelect';
import type { EventAdminSearch } from '../lib/event-admin-search';

interface AttendanceSectionProps {
  search: EventAdminSearch;
  update: (patch: Record<string, string | number | boolean | undefined>) => void;
}

/**
 * Attendance of a check-in event (the latest started one unless chosen): members with at least `min` check-ins (and the
 * keyword), paged; the export downloads the same members as an .xlsx named by the server.
 */
export function AttendanceSection({ search, update }: AttendanceSectionProps) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const admin = isAdmin(useAdminRole());
  const unmask = admin && search.unmask ? true : undefined;
  // Unmasked addresses, in the table or the file, need a recent two-factor code: the dialog asks
  // for one when the server does.
  const stepUp = useStepUp();
  const attendance = useAttendance(
    { page: search.page, min: search.min, keyword: search.keyword, eventId: search.event, unmask },
    stepUp.run,
  );
  const exporter = useExportAttendance();
  const data = attendance.data;

  const columns: DataColumn<AttendanceRow>[] = [
    {
      header: t('admin:eventAdmin.attendance.name'),
      cell: (row) => (row.deleted ? t('admin:eventAdmin.attendance.deletedMember') : row.name),
    },
    { header: t('admin:eventAdmin.attendance.email'), cell: (row) => row.email || '—' },
    { header: t('admin:eventAdmin.attendance.phone'), cell: (row) => row.phone ?? '—' },
    { header: t('admin:eventAdmin.attendance.count'), cell: (row) => format.number(row.count), numeric: true },
    { header: t('admin:eventAdmin.attendance.days'), cell: (row) => row.days.join(', ') },
    { header: t('admin:eventAdmin.attendance.last'), cell: (row) => format.dateTime(row.lastCheckInAt) },
  ];

  const exportFile = () =>
    stepUp
      .run(() => exporter.mutateAsync({ min: search.min, keyword: search.keyword, eventId: data?.event?.id, unmask }))
      .catch(() => {
        // Shown beside the button (exporter.error).
      });

  return (
    <Stack spacing={2}>
      {stepUp.dialog}
      <CheckInEventSelect
        id="attendance-event"
        value={search.event ?? data?.event?.id ?? null}
        onChange={(event) => update({ event })}
      />
      <AttendanceFilters
        key={`${search.min}|${search.keyword ?? ''}`}
        min={search.min}
        keyword={search.keyword ?? ''}
        onApply={(filters) => update(filters)}
      />
      {admin && (
        <FormControlLabel
          control={<Checkbox checked={Boolean(search.unmask)} onChange={(e) => update({ unmask: e.target.checked })} />}
          label={t('admin:eventAdmin.attendance.unmask')}
        />
      )}
      {data?.event ? (
        <Typography>
          {t('admin:eventAdmin.attendance.event', {
            title: data.event.title,
            start: format.bucket(data.event.startDate, 'day'),
            end: format.bucket(data.event.endDate, 'day'),
          })}
        </Typography>
      ) : (
        data && <Alert severity="info">{t('admin:eventAdmin.attendance.noEvent')}</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<FileDownload aria-hidden />}
          onClick={exportFile}
          disabled={exporter.isPending || !data?.event}
        >
          {t('admin:eventAdmin.attendance.export', { min: search.min })}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('admin:eventAdmin.attendance.exportHint')}
        </Typography>
      </Stack>
      <div role="status">
        {exporter.data && (
          <Alert severity="success">{t('admin:eventAdmin.attendance.exported', { fileName: exporter.data })}</Alert>
        )}
      </div>
      {exporter.isError && <AdminErrorAlert error={exporter.error} />}
      {attendance.isError && <AdminErrorAlert error={attendance.error} />}
      <LinearProgress sx={{ visibility: attendance.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      {data && (
        <div>
          <DataTable
            caption={t('admin:eventAdmin.attendance.caption', { min: data.min })}
            showCaption
            columns={columns}
            rows={data.items}
            rowKey={(row) => String(row.memberId)}
            empty={t('admin:eventAdmin.attendance.empty')}
          />
          <AdminPagination
            label={t('admin:eventAdmin.attendance.pages')}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onChange={(page) => update({ page })}
          />
        </div>
      )}
    </Stack>
  );
}
