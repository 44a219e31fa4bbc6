import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '#web/components/content/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useTranslation } from '#web/lib/i18n/react';
import type { AdminSession } from '@atrium/shared/api/events-admin';
import { pickLocalized } from '@atrium/shared/localized';
import { showNotice } from '#web/components/notice/notice-store';
import { useLanguage } from '#web/lib/i18n/use-language';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { ConfirmDialog } from '#web/features/admin/components/ConfirmDialog';
import { DataTable, type DataColumn } from '#web/features/admin/components/DataTable';
import { noticeAdminError } from '#web/features/admin/lib/admin-errors';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { useAdminProgram, useDeleteProgramItem } from '../api/programs';
import { SessionForm } from './SessionForm';

/** A program's sessions in time order; new, edit (the form replaces the list while open) and delete. */
export function ProgramSessions({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useAdminFormat();
  const program = useAdminProgram(programId);
  const remove = useDeleteProgramItem();
  // undefined: the list; null: a new session; else the session edited.
  const [editing, setEditing] = useState<AdminSession | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminSession | null>(null);
  const titleOf = (s: AdminSession) => pickLocalized(s.title, lang).text;

  if (program.isError) return <AdminErrorAlert error={program.error} />;
  if (!program.data) return <Skeleton variant="rectangular" height={200} />;
  if (editing !== undefined) {
    return (
      <SessionForm
        key={editing?.id ?? 'new'}
        programId={programId}
        session={editing}
        onSaved={() => {
          setEditing(undefined);
          showNotice('admin:eventAdmin.form.saved', 'success');
        }}
        onCancel={() => setEditing(undefined)}
      />
    );
  }
  const columns: DataColumn<AdminSession>[] = [
    { header: t('admin:eventAdmin.sessions.title'), cell: titleOf },
    {
      header: t('admin:eventAdmin.sessions.when'),
      cell: (s) => `${format.dateTime(s.startsAt)} – ${format.dateTime(s.endsAt)}`,
    },
    { header: t('admin:eventAdmin.sessions.place'), cell: (s) => pickLocalized(s.place, lang).text || '—' },
    {
      header: t('admin:eventAdmin.form.actions'),
      cell: (s) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            onClick={() => setEditing(s)}
            aria-label={`${t('admin:eventAdmin.form.edit')}: ${titleOf(s)}`}
          >
            {t('admin:eventAdmin.form.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => setDeleting(s)}
            aria-label={`${t('admin:eventAdmin.form.delete')}: ${titleOf(s)}`}
          >
            {t('admin:eventAdmin.form.delete')}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <Box>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{pickLocalized(program.data.title, lang).text}</Typography>
      <DataTable
        caption={t('admin:eventAdmin.sessions.caption')}
        columns={columns}
        rows={program.data.sessions}
        rowKey={(s) => String(s.id)}
        empty={t('admin:eventAdmin.sessions.empty')}
      />
      <Button startIcon={<Add aria-hidden />} variant="outlined" onClick={() => setEditing(null)} sx={{ mt: 2 }}>
        {t('admin:eventAdmin.sessions.new')}
      </Button>
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('admin:eventAdmin.sessions.deleteTitle')}
        confirmLabel={t('admin:eventAdmin.form.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { kind: 'session', id: deleting.id },
            {
              onSuccess: () => showNotice('admin:eventAdmin.form.deleted', 'success'),
              onError: noticeAdminError,
              onSettled: () => setDeleting(null),
            },
          )
        }
        onClose={() => setDeleting(null)}
      >
        <Typography>
          {t('admin:eventAdmin.sessions.deleteText', { title: deleting ? titleOf(deleting) : '' })}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
