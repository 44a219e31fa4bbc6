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
import type { MediaItem, MediaSearch } from '@atrium/shared/api/media';
import { useMedia } from '../api/get-media';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { MediaDetailsDialog } from './MediaDetailsDialog';
import { MediaGrid } from './MediaGrid';
import { MediaSearchFields } from './MediaSearchFields';
import { Thumbnail } from './Thumbnail';
import { UploadDropZone } from './UploadDropZone';
import { UploadQueueList } from './UploadQueueList';
import { useUploadQueue } from './use-upload-queue';

interface PickerGridProps {
  page: number;
  onPage: (page: number) => void;
  search: MediaSearch;
  selectedId: string | null;
  onPick: (item: MediaItem) => void;
}

/** The upload library's images to choose from (newest first, or those the search finds). */
function PickerGrid({ page, onPage, search, selectedId, onPick }: PickerGridProps) {
  const { t } = useTranslation();
  const media = useMedia(page, search);
  if (media.isError) return <AdminErrorAlert error={media.error} />;
  if (!media.data) return <Skeleton variant="rectangular" height={200} />;
  if (media.data.items.length === 0)
    return (
      <Typography color="text.secondary">
        {t(search.q || search.from || search.to ? 'admin:media.search.none' : 'admin:media.empty')}
      </Typography>
    );
  return (
    <MediaGrid data={media.data} minWidth={160} gap={1.5} onPage={onPage}>
      {(item) => (
        <li key={item.id} aria-current={item.id === selectedId ? 'true' : undefined}>
          <ButtonBase
            onClick={() => onPick(item)}
            // Named by its file name; "just uploaded" says more about it.
            aria-describedby={item.id === selectedId ? `${item.id}-just-uploaded` : undefined}
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
              ...(item.id === selectedId && { borderColor: 'primary.main', outline: 2, outlineColor: 'primary.main' }),
            }}
          >
            {/* The button is named by the file name below; the picture adds nothing to say. */}
            <Thumbnail item={item} alt="" />
            <Typography component="span" variant="caption" sx={{ p: 1, overflowWrap: 'anywhere' }}>
              {item.originalName}
            </Typography>
            {item.id === selectedId && (
              <Typography
                component="span"
                id={`${item.id}-just-uploaded`}
                aria-hidden="true"
                variant="caption"
                color="primary"
                sx={{ px: 1, pb: 1, fontWeight: 700 }}
              >
                {t('admin:media.justUploaded')}
              </Typography>
            )}
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
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<MediaSearch>({});
  // A picture just uploaded here is selected: the newest page shows it, marked, and the dialog's
  // main button takes it.
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const queue = useUploadQueue((item) => {
    setSelected(item);
    setSearch({});
    setPage(1);
  });
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
            <MediaSearchFields
              value={search}
              onChange={(next) => {
                setSearch(next);
                setPage(1);
              }}
            />
            {open && (
              <PickerGrid
                page={page}
                onPage={setPage}
                search={search}
                selectedId={selected?.id ?? null}
                onPick={choose}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin:common.cancel')}</Button>
          {selected && (
            <Button variant="contained" onClick={() => choose(selected)}>
              {t('admin:media.useSelected', { name: selected.originalName })}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
