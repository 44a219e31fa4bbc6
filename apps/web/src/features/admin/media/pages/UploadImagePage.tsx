import Stack from '@mui/material/Stack';
import { useTranslation } from '#web/lib/i18n/react';
import { pageQuerySchema } from '@atrium/shared/api/common';
import { AdminPage, AdminSection } from '#web/features/admin/components/AdminPage';
import { useSearchState } from '#web/features/admin/lib/search-state';
import { MediaLibrary } from '../components/MediaLibrary';
import { UploadDropZone } from '../components/UploadDropZone';
import { UploadQueueList } from '../components/UploadQueueList';
import { useUploadQueue } from '../components/use-upload-queue';

/** /admin/settings/uploadimage (MANAGER and ADMIN): upload images with progress, then the media library. */
export default function UploadImagePage() {
  const { t } = useTranslation();
  const queue = useUploadQueue();
  const [search, update] = useSearchState(pageQuerySchema);
  return (
    <AdminPage title={t('admin:upload.title')}>
      <AdminSection id="upload-new" title={t('admin:upload.newSection')}>
        <Stack spacing={2}>
          <UploadDropZone onFiles={queue.add} />
          <UploadQueueList items={queue.items} onClear={queue.clearFinished} />
        </Stack>
      </AdminSection>
      <AdminSection id="upload-library" title={t('admin:media.title')}>
        <MediaLibrary page={search.page} onPage={(page) => update({ page })} />
      </AdminSection>
    </AdminPage>
  );
}
