import { useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@atrium/shared/api/media';
import { showNotice } from '#web/components/notice/noticeStore';
import { useDeleteMedia } from '../api/deleteMedia';
import { useMedia } from '../api/getMedia';
import { AdminErrorAlert } from '../components/AdminErrorAlert';
import { AdminPagination } from '../components/AdminPagination';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { noticeAdminError } from '../lib/adminErrors';
import { MediaDetailsDialog } from './MediaDetailsDialog';
import { MediaCard } from './MediaCard';

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
  if (!media.data) return <Skeleton variant="rectangular" height={240} />;
  return (
    <div>
      {media.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('admin:media.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {media.data.items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              onEditAlt={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </Box>
      )}
      <AdminPagination
        label={t('admin:media.pages')}
        page={media.data.page}
        pageSize={media.data.pageSize}
        total={media.data.total}
        onChange={onPage}
      />
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
