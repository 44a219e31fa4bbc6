import { useState } from 'react';
import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { MediaItem, MediaSearch } from '@atrium/shared/api/media';
import Stack from '@mui/material/Stack';
import { showNotice } from '#web/components/notice/notice-store';
import { useDeleteMedia } from '../api/delete-media';
import { useMedia } from '../api/get-media';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { ConfirmDialog } from '#web/features/admin/components/ConfirmDialog';
import { noticeAdminError } from '#web/features/admin/lib/admin-errors';
import { MediaDetailsDialog } from './MediaDetailsDialog';
import { MediaCard } from './MediaCard';
import { MediaGrid } from './MediaGrid';
import { MediaSearchFields } from './MediaSearchFields';

const hasSearch = (search: MediaSearch) => Boolean(search.q || search.from || search.to);

interface MediaLibraryProps {
  page: number;
  onPage: (page: number) => void;
  search: MediaSearch;
  onSearch: (search: MediaSearch) => void;
  /** The picture just uploaded, marked in the grid. */
  selectedId?: string | null;
}

/**
 * The uploaded images, newest first, a page at a time, searched by name, alt text and upload day:
 * alt texts editable, delete after a confirmation.
 */
export function MediaLibrary({ page, onPage, search, onSearch, selectedId = null }: MediaLibraryProps) {
  const { t } = useTranslation();
  const media = useMedia(page, search);
  const remove = useDeleteMedia();
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);

  const confirmDelete = (item: MediaItem) =>
    remove.mutate(item.id, {
      onSuccess: () => showNotice('admin:media.deleted', 'success'),
      onError: noticeAdminError,
      onSettled: () => setDeleting(null),
    });

  return (
    <Stack spacing={2}>
      <MediaSearchFields value={search} onChange={onSearch} />
      {media.isError && <AdminErrorAlert error={media.error} />}
      {!media.data && !media.isError && <Skeleton variant="rectangular" className={skeletonSizes.h240} />}
      {media.data && (
        <MediaGrid
          data={media.data}
          minWidth={220}
          gap={2}
          empty={
            <Typography color="text.secondary">
              {t(hasSearch(search) ? 'admin:media.search.none' : 'admin:media.empty')}
            </Typography>
          }
          onPage={onPage}
        >
          {(item) => (
            <MediaCard
              key={item.id}
              item={item}
              selected={item.id === selectedId}
              onEditAlt={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            />
          )}
        </MediaGrid>
      )}
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
    </Stack>
  );
}
