import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Image } from '@atrium/shared/api/content';
import type { MediaItem } from '@atrium/shared/api/media';
import { ResponsivePicture } from '../../../components/media/ResponsivePicture';
import { MediaPickerDialog } from '../media/MediaPickerDialog';

/** The news item's cover, chosen from the upload library (shown in the list and as the share picture). */
export function CoverField({ cover, onPick }: { cover: Image | null; onPick: (item: MediaItem | null) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {t('admin:newsAdmin.fields.cover')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ width: 240, aspectRatio: '16 / 9', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
          {cover ? (
            <ResponsivePicture
              image={cover}
              sizes="240px"
              widths={[320, 480]}
              sx={{ height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {t('admin:newsAdmin.cover.none')}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {t(cover ? 'admin:newsAdmin.cover.change' : 'admin:newsAdmin.cover.choose')}
          </Button>
          {cover && (
            <Button color="error" onClick={() => onPick(null)}>
              {t('admin:newsAdmin.cover.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
      <MediaPickerDialog
        open={open}
        title={t('admin:newsAdmin.picker.title')}
        onClose={() => setOpen(false)}
        onPick={(item) => {
          setOpen(false);
          onPick(item);
        }}
      />
    </Box>
  );
}
