import { useState } from 'react';
import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { MediaItem } from '@atrium/shared/api/media';
import { showNotice } from '#web/components/notice/notice-store';
import { useDeleteMedia } from '../api/delete-media';
import { useMedia } from '../api/get-media';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { ConfirmDialog } from '#web/features/admin/components/ConfirmDialog';
import { noticeAdminError } from '#web/features/admin/lib/admin-errors';
import { MediaDetailsDialog } from './MediaDetailsDialog';
import { MediaCard } from './MediaCard';
import { MediaGrid } from './MediaGrid';

/** The uploaded images, newest first, a page at a time: alt texts editable, delete after a confirmation. */
export function MediaLibrary({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const media = useMedia(page);
  const remove = useDeleteMedia();
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);

  const confirmDelete = (item: MediaItem) =>
    remove.mutate(item.id, {
      onSuccess: () => showNotice('admin:media.deleted', 'success'),
      onError: noticeAdminError,
      onSettled: () => setDeleting(null),
    });

  if (media.isError) return <AdminErrorAlert error={media.error} />;
  if (!media.data) return <Skeleton variant="rectangular" className={skeletonSizes.h240} />;
  return (
    <div>
      <MediaGrid
        data={media.data}
        minWidth={220}
        gap={2}
        empty={<Typography color="text.secondary">{t('admin:media.empty')}</Typography>}
        onPage={onPage}
      >
        {(item) => (
          <MediaCard key={item.id} item={item} onEditAlt={() => setEditing(item)} onDelete={() => setDeleting(item)} />
        )}
      </MediaGrid>
      {editing && <MediaDetailsDialog key={editing.id} item={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('admin:media.deleteTitle')}
        confirmLabel={t('admin:media.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      >
        <Typography>{t('admin:media.deleteText', { name: deleting?.originalName ?? '' })}</Typography>
      </ConfirmDialog>
    </div>
  );
}
