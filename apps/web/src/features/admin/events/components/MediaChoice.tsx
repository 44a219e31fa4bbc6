import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { MediaItem } from '@atrium/shared/api/media';
import { MediaPickerDialog } from '#web/features/admin/media/components/MediaPickerDialog';

/** An image chosen for a form: its id, a picture to show (null when there is none to show) and a name. */
export interface ChosenMedia {
  id: string;
  url: string | null;
  name: string;
}

const chosenFrom = (item: MediaItem): ChosenMedia => ({ id: item.id, url: item.url, name: item.originalName });

/** A small preview: the server's 320 px WebP rendition of a library image. */
function Preview({ media }: { media: ChosenMedia }) {
  if (!media.url) return null;
  const src = media.url.startsWith('/media/') ? `${media.url}?w=320&f=webp` : media.url;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover', display: 'block' }}
    />
  );
}

/** A named group around a choice of library images, with the library's picker while `picking`. */
function ChoiceGroup({
  label,
  picking,
  onClose,
  onPick,
  children,
}: {
  label: string;
  picking: boolean;
  onClose: () => void;
  onPick: (media: ChosenMedia) => void;
  children: ReactNode;
}) {
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
        {label}
      </Typography>
      {children}
      <MediaPickerDialog
        open={picking}
        title={label}
        onClose={onClose}
        onPick={(item) => {
          onPick(chosenFrom(item));
          onClose();
        }}
      />
    </Box>
  );
}

interface MediaChoiceProps {
  label: string;
  value: ChosenMedia | null;
  onChange: (value: ChosenMedia | null) => void;
  error?: string;
}

/** One image from the upload library: preview, choose, remove. */
export function MediaChoice({ label, value, onChange, error }: MediaChoiceProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <ChoiceGroup label={label} picking={open} onClose={() => setOpen(false)} onPick={onChange}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {value ? (
          <>
            <Preview media={value} />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {value.name}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('admin:eventAdmin.media.none')}
          </Typography>
        )}
        <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
          {t('admin:eventAdmin.media.choose')}
        </Button>
        {value && (
          <Button size="small" color="error" onClick={() => onChange(null)}>
            {t('admin:eventAdmin.media.remove')}
          </Button>
        )}
      </Stack>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </ChoiceGroup>
  );
}

/** Several images from the library (an event's photos, a session's media), in order. */
export function MediaListChoice({
  label,
  value,
  onChange,
}: {
  label: string;
  value: readonly ChosenMedia[];
  onChange: (value: ChosenMedia[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <ChoiceGroup
      label={label}
      picking={open}
      onClose={() => setOpen(false)}
      onPick={(media) => onChange([...value, media])}
    >
      {value.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('admin:eventAdmin.media.none')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {value.map((media, i) => (
          <Box component="li" key={`${media.id}-${i}`} sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
            <Preview media={media} />
            <Button
              size="small"
              color="error"
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              aria-label={`${t('admin:eventAdmin.media.remove')}: ${media.name}`}
            >
              {t('admin:eventAdmin.media.remove')}
            </Button>
          </Box>
        ))}
      </Box>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        {t('admin:eventAdmin.media.add')}
      </Button>
    </ChoiceGroup>
  );
}
