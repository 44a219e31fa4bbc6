import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminPage } from '#web/features/admin/components/AdminPage';
import { DataTable, type DataColumn } from '#web/features/admin/components/DataTable';
import { keepWords, tableLayout } from '#web/features/admin/content/lib/layout';
import { FetchingBar } from '#web/features/admin/content/components/list/FetchingBar';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { useReleases } from '../api/get-releases';
import { useCreateRelease } from '../api/create-release';
import { NewReleaseDialog } from '../components/NewReleaseDialog';
import { ReleaseStatusChip } from '../components/ReleaseStatusChip';
import { ReleaseWhen } from '../components/ReleaseWhen';
import { releaseHref } from '../lib/release-paths';
import type { ReleaseSummary } from '../lib/release-types';

function useColumns(): DataColumn<ReleaseSummary>[] {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return [
    {
      header: t('admin:releases.list.title'),
      cell: (row) => (
        <Link
          component={RouterLink}
          to={releaseHref.release(row.id)}
          sx={{ display: 'inline-block', minWidth: '10rem' }}
        >
          {row.title}
        </Link>
      ),
    },
    { header: t('admin:releases.list.status'), cell: (row) => <ReleaseStatusChip status={row.status} /> },
    {
      header: t('admin:releases.list.when'),
      cell: (row) => <ReleaseWhen status={row.status} at={row.at} failedAt={row.failure?.at} />,
    },
    { header: t('admin:releases.list.items'), numeric: true, cell: (row) => format.number(row.itemCount) },
    { header: t('admin:releases.list.author'), cell: (row) => row.author ?? '—' },
  ];
}

/** /admin/releases (MANAGER and ADMIN): every release, newest first, and a way to start one. */
export default function ReleasesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const releases = useReleases();
  const create = useCreateRelease();
  const columns = useColumns();
  const [creating, setCreating] = useState(false);
  return (
    <AdminPage
      title={t('admin:releases.title')}
      actions={
        <Button variant="contained" startIcon={<Add aria-hidden />} onClick={() => setCreating(true)}>
          {t('admin:releases.new.button')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={keepWords}>
        {t('admin:releases.intro')}
      </Typography>
      {releases.isError && <AdminErrorAlert error={releases.error} />}
      <Box sx={{ position: 'relative', minHeight: 4, ...tableLayout }}>
        <FetchingBar fetching={releases.isFetching} />
        {releases.data && (
          <DataTable
            caption={t('admin:releases.list.caption')}
            columns={columns}
            rows={releases.data.items}
            rowKey={(row) => String(row.id)}
            empty={t('admin:releases.list.none')}
          />
        )}
      </Box>
      <NewReleaseDialog
        open={creating}
        busy={create.isPending}
        onClose={() => setCreating(false)}
        onCreate={async (title) => {
          const { id } = await create.mutateAsync({ title });
          setCreating(false);
          await navigate(releaseHref.release(id));
        }}
      />
    </AdminPage>
  );
}
