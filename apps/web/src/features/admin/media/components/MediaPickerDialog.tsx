import { useState } from 'react';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Skeleton } from '#web/components/content/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { MediaItem } from '@atrium/shared/api/media';
import { useMedia } from '../api/get-media';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { MediaDetailsDialog } from './MediaDetailsDialog';
import { MediaGrid } from './MediaGrid';
import { Thumbnail } from './Thumbnail';
import { UploadDropZone } from './UploadDropZone';
import { UploadQueueList } from './UploadQueueList';
import { useUploadQueue } from './use-upload-queue';

/** The upload library's images to choose from (newest first), with an upload zone for a new one. */
function PickerGrid({ onPick }: { onPick: (item: MediaItem) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const media = useMedia(page);
  if (media.isError) return <AdminErrorAlert error={media.error} />;
  if (!media.data) return <Skeleton variant="rectangular" height={200} />;
  if (media.data.items.length === 0) return <Typography color="text.secondary">{t('admin:media.empty')}</Typography>;
  return (
    <MediaGrid data={media.data} minWidth={160} gap={1.5} onPage={setPage}>
      {(item) => (
        <li key={item.id}>
          <ButtonBase
            onClick={() => onPick(item)}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'stretch',
              width: '100%',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              textAlign: 'start',
              '&:hover, &.Mui-focusVisible': {
                borderColor: 'primary.main',
                outline: 2,
                outlineColor: 'primary.main',
              },
            }}
          >
            {/* The button is named by the file name below; the picture adds nothing to say. */}
            <Thumbnail item={item} alt="" />
            <Typography component="span" variant="caption" sx={{ p: 1, overflowWrap: 'anywhere' }}>
              {item.originalName}
            </Typography>
          </ButtonBase>
        </li>
      )}
    </MediaGrid>
  );
}

/** Chooses a picture from the upload library (the same library as Settings › Images), or uploads one first. */
export function MediaPickerDialog({
  open,
  title,
  onPick,
  onClose,
}: {
  open: boolean;
  /** What the picture is for ("Choose an image", "Cover"): the dialog's name. */
  title: string;
  onPick: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queue = useUploadQueue();
  // A picture goes on the site only with its Korean alt text: one without it is described first.
  const [describing, setDescribing] = useState<MediaItem | null>(null);
  const choose = (item: MediaItem) => (item.alt.ko?.trim() ? onPick(item) : setDescribing(item));
  return (
    <>
      {describing && (
        <MediaDetailsDialog
          item={describing}
          onClose={() => setDescribing(null)}
          onSaved={(item) => {
            setDescribing(null);
            onPick(item);
          }}
        />
      )}
      <Dialog open={open && !describing} onClose={onClose} aria-labelledby="media-picker-title" fullWidth maxWidth="md">
        <DialogTitle id="media-picker-title">{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <UploadDropZone onFiles={queue.add} />
            <UploadQueueList items={queue.items} onClear={queue.clearFinished} />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('admin:media.title')}
            </Typography>
            {open && <PickerGrid onPick={choose} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin:common.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
