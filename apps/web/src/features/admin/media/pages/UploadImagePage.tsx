import Stack from '@mui/material/Stack';
import { useTranslation } from '#web/lib/i18n/react';
import { useState } from 'react';
import { mediaListQuerySchema } from '@atrium/shared/api/media';
import { AdminPage, AdminSection } from '#web/features/admin/components/AdminPage';
import { useSearchState } from '#web/features/admin/lib/search-state';
import { MediaLibrary } from '../components/MediaLibrary';
import { UploadDropZone } from '../components/UploadDropZone';
import { UploadQueueList } from '../components/UploadQueueList';
import { useUploadQueue } from '../components/use-upload-queue';

/** /admin/settings/uploadimage (MANAGER and ADMIN): upload images with progress, then the media library. */
export default function UploadImagePage() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(mediaListQuerySchema);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A picture just uploaded is selected, and the library goes back to its newest page, where it is.
  const queue = useUploadQueue((item) => {
    setSelectedId(item.id);
    update({ q: undefined, from: undefined, to: undefined });
  });
  const { page, ...filters } = search;
  return (
    <AdminPage title={t('admin:upload.title')}>
      <AdminSection id="upload-new" title={t('admin:upload.newSection')}>
        <Stack spacing={2}>
          <UploadDropZone onFiles={queue.add} />
          <UploadQueueList items={queue.items} onClear={queue.clearFinished} />
        </Stack>
      </AdminSection>
      <AdminSection id="upload-library" title={t('admin:media.title')}>
        <MediaLibrary
          page={page}
          onPage={(next) => update({ page: next })}
          search={filters}
          onSearch={(next) => update({ q: next.q, from: next.from, to: next.to })}
          selectedId={selectedId}
        />
      </AdminSection>
    </AdminPage>
  );
}
