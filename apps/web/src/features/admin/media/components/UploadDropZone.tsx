import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { useTranslation } from '#web/lib/i18n/react';
import { ACCEPTED_TYPES } from './use-upload-queue';

/**
 * Drop images here, or choose them with the button: the button is the keyboard's (and screen
 * reader's) way in, since dragging needs a pointer. Several files at once.
 */
export function UploadDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(files);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 4,
        textAlign: 'center',
      }}
    >
      <CloudUpload aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography sx={{ my: 1 }}>{t('admin:upload.dropHere')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} id="upload-rules">
        {t('admin:upload.rules')}
      </Typography>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ACCEPTED_TYPES.join(',')}
        aria-label={t('admin:upload.choose')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so that choosing the same file again still counts as a change.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button variant="contained" onClick={() => input.current?.click()} aria-describedby="upload-rules">
        {t('admin:upload.choose')}
      </Button>
    </Box>
  );
}
