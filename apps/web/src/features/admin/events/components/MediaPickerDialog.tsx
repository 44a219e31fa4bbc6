import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@atrium/shared/api/media';
import { adminHref } from '@atrium/shared/routes';
import { useMedia } from '../../api/getMedia';
import { AdminErrorAlert } from '../../components/AdminErrorAlert';
import { AdminPagination } from '../../components/AdminPagination';
import { Thumbnail } from '../../media/Thumbnail';

interface MediaPickerDialogProps {
  open: boolean;
  title: string;
  onPick: (item: MediaItem) => void;
  onClose: () => void;
}

/** Chooses an image of the upload library (new files are uploaded on the images page). */
export function MediaPickerDialog({ open, title, onPick, onClose }: MediaPickerDialogProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const media = useMedia(page);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="media-picker-title" fullWidth maxWidth="md">
      <DialogTitle id="media-picker-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('admin:eventAdmin.media.hint')}{' '}
          <Button component={RouterLink} to={adminHref('settings/uploadimage')} size="small">
            {t('admin:nav.uploadImage')}
          </Button>
        </Typography>
        {media.isError && <AdminErrorAlert error={media.error} />}
        {!media.data && !media.isError && <Skeleton variant="rectangular" height={240} />}
        {media.data && media.data.items.length === 0 && (
          <Typography color="text.secondary">{t('admin:media.empty')}</Typography>
        )}
        {media.data && media.data.items.length > 0 && (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            }}
          >
            {media.data.items.map((item) => (
              <li key={item.id}>
                <ButtonBase
                  onClick={() => onPick(item)}
                  aria-label={t('admin:eventAdmin.media.pick', { name: item.originalName })}
                  sx={{
                    display: 'block',
                    width: '100%',
                    textAlign: 'left',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    overflow: 'hidden',
                    '&:hover, &.Mui-focusVisible': {
                      borderColor: 'primary.main',
                      outline: 2,
                      outlineColor: 'primary.main',
                    },
                  }}
                >
                  <Thumbnail item={item} alt="" />
                  <Typography
                    variant="caption"
                    component="span"
                    sx={{ display: 'block', p: 1, overflowWrap: 'anywhere' }}
                  >
                    {item.originalName}
                  </Typography>
                </ButtonBase>
              </li>
            ))}
          </Box>
        )}
        {media.data && (
          <AdminPagination
            label={t('admin:media.pages')}
            page={media.data.page}
            pageSize={media.data.pageSize}
            total={media.data.total}
            onChange={setPage}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin:common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
