import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import { Link as RouterLink, useNavigate, useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { Release } from '@atrium/shared/api/releases';
import { showNotice } from '#web/components/notice/notice-store';
import { noticePublished } from '#web/features/admin/lib/published-notice';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminPage, AdminSection } from '#web/features/admin/components/AdminPage';
import { ConfirmDialog } from '#web/features/admin/components/ConfirmDialog';
import { keepWords, tableLayout } from '#web/features/admin/content/lib/layout';
import { noticeAdminError } from '#web/features/admin/lib/admin-errors';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { useRelease } from '../api/get-release';
import { useRemoveReleaseItem } from '../api/release-items';
import { usePublishRelease } from '../api/publish-release';
import { useDeleteRelease } from '../api/delete-release';
import { ReleaseFailureAlert } from '../components/ReleaseFailureAlert';
import { ReleaseItemsTable } from '../components/ReleaseItemsTable';
import { ReleaseScheduleDialog } from '../components/ReleaseScheduleDialog';
import { ReleaseStatusChip } from '../components/ReleaseStatusChip';
import { ReleaseWhen } from '../components/ReleaseWhen';
import { releaseHref } from '../lib/release-paths';
import { canChangeItems, canDelete, canPublish } from '../lib/release-status';

function BackToReleases() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={releaseHref.list()}>
      {t('admin:releases.back')}
    </Link>
  );
}

function ReleaseView({ release }: { release: Release }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const navigate = useNavigate();
  const publish = usePublishRelease();
  const remove = useRemoveReleaseItem();
  const del = useDeleteRelease();
  const [dialog, setDialog] = useState<'publish' | 'schedule' | 'delete' | null>(null);
  const close = () => setDialog(null);
  const busy = publish.isPending || remove.isPending || del.isPending;
  const empty = release.items.length === 0;

  const publishAt = async (at?: string) => {
    try {
      const published = await publish.mutateAsync({ id: release.id, at });
      if (at) showNotice('admin:releases.publish.scheduled', 'success');
      else noticePublished('admin:releases.publish.done', published.propagation);
    } catch (error) {
      // A failure (RELEASE_FAILED) shows on the release too, with the item and the reason.
      noticeAdminError(error);
    }
    close();
  };
  const deleteRelease = async () => {
    try {
      await del.mutateAsync(release.id);
      showNotice('admin:releases.delete.done', 'success');
      await navigate(releaseHref.list(), { replace: true });
    } catch (error) {
      noticeAdminError(error);
      close();
    }
  };

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <ReleaseStatusChip status={release.status} />
        <Typography variant="body2">
          <ReleaseWhen status={release.status} at={release.at} failedAt={release.failure?.at} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('admin:releases.created', { time: format.dateTime(release.createdAt), by: release.author ?? '—' })}
        </Typography>
      </Stack>
      {release.failure && <ReleaseFailureAlert failure={release.failure} items={release.items} />}
      {release.status === 'published' && <Alert severity="info">{t('admin:releases.closed')}</Alert>}
      {canPublish(release.status) && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" color="success" disabled={busy || empty} onClick={() => setDialog('publish')}>
            {t('admin:releases.publish.now')}
          </Button>
          <Button variant="outlined" disabled={busy || empty} onClick={() => setDialog('schedule')}>
            {t('admin:releases.schedule.button')}
          </Button>
          {canDelete(release.status) && (
            <Button color="error" disabled={busy} onClick={() => setDialog('delete')}>
              {t('admin:releases.delete.button')}
            </Button>
          )}
        </Stack>
      )}
      <AdminSection id="release-items" title={t('admin:releases.items.title', { n: release.items.length })}>
        <Box sx={tableLayout}>
          <ReleaseItemsTable
            release={release}
            busy={busy}
            onRemove={
              canChangeItems(release.status)
                ? (item) =>
                    void remove
                      .mutateAsync({ releaseId: release.id, item: { type: item.type, id: item.id } })
                      .then(() => showNotice('admin:releases.items.removed', 'success'), noticeAdminError)
                : undefined
            }
          />
        </Box>
        {canChangeItems(release.status) && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, ...keepWords }}>
            {t('admin:releases.items.howToAdd')}
          </Typography>
        )}
      </AdminSection>
      <ConfirmDialog
        open={dialog === 'publish'}
        title={t('admin:releases.publish.title')}
        confirmLabel={t('admin:releases.publish.now')}
        busy={publish.isPending}
        onClose={close}
        onConfirm={() => void publishAt()}
      >
        <Typography>{t('admin:releases.publish.text', { n: release.items.length })}</Typography>
      </ConfirmDialog>
      {dialog === 'schedule' && (
        <ReleaseScheduleDialog open busy={publish.isPending} onClose={close} onConfirm={(at) => void publishAt(at)} />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        danger
        title={t('admin:releases.delete.title')}
        confirmLabel={t('admin:releases.delete.button')}
        busy={del.isPending}
        onClose={close}
        onConfirm={() => void deleteRelease()}
      >
        <Typography>{t('admin:releases.delete.text')}</Typography>
      </ConfirmDialog>
    </>
  );
}

/** /admin/releases/{id} (MANAGER and ADMIN): a release's items and warnings, publishing it now or at a time, its failure. */
export default function ReleasePage() {
  const { t } = useTranslation();
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  if (id === null)
    return (
      <AdminPage title={t('admin:releases.title')} actions={<BackToReleases />}>
        <Alert severity="error">{t('errors:NOT_FOUND')}</Alert>
      </AdminPage>
    );
  return <StoredRelease key={id} id={id} />;
}

function StoredRelease({ id }: { id: number }) {
  const { t } = useTranslation();
  const release = useRelease(id);
  return (
    <AdminPage
      title={release.data ? `${t('admin:releases.title')} › ${release.data.title}` : t('admin:releases.title')}
      actions={<BackToReleases />}
    >
      {release.isError && <AdminErrorAlert error={release.error} />}
      {release.isPending && <Skeleton variant="rectangular" className={skeletonSizes.h320} />}
      {release.data && <ReleaseView release={release.data} />}
    </AdminPage>
  );
}
