import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/i18n/react';
import type { MyGift } from '@atrium/shared/api/my-check-ins';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '../content/served-language';
import { useApiMessage } from '../errors/api-error-message';
import { saveFile } from '#web/lib/save-file';
import { receiveGiftFile } from './receive-gift';
import { useGiftKindName } from './gift-kind';

interface GiftDialogProps {
  eventId: number;
  /** A gift of the event's list or of the member's received ones: what the screen shows of it. */
  gift: MyGift;
  lang: Language;
  /** The gift is recorded as received: the caller refreshes what it shows of the member's gifts. */
  onReceived: () => void;
  onClose: () => void;
}

/**
 * The gift receive screen: receiving records the gift and fetches its file (with the member's
 * token), which is previewed here, a wallpaper large and an emoticon at its own size, and saved
 * by the Download button under the server's file name. Shared by the event page and /my (where a
 * received gift is downloaded again).
 */
export function GiftDialog({ eventId, gift, lang, onReceived, onClose }: GiftDialogProps) {
  const { t } = useTranslation();
  const apiMessage = useApiMessage();
  const kindName = useGiftKindName();
  const title = gift.title || kindName(gift.kind);
  const [saved, setSaved] = useState<string | null>(null);
  const receive = useMutation({
    mutationFn: () => receiveGiftFile(eventId, gift.day),
    onSuccess: onReceived,
  });
  const { mutate } = receive;
  useEffect(() => mutate(), [mutate]);

  const file = receive.data;
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file.blob) : null), [file]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const sticker = gift.format === 'sticker';
  const download = () => {
    if (!file) return;
    saveFile(file.blob, file.fileName);
    setSaved(file.fileName);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="gift-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="gift-dialog-title">{t('events:gifts.dialogTitle', { day: gift.day })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }} lang={langIfOther(gift.lang, lang)}>
            {title}
          </Typography>
          <Chip size="small" variant="outlined" label={t(`events:gifts.format.${gift.format}`)} />
        </Box>
        {receive.isPending && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
            <CircularProgress size={28} aria-hidden />
            <Typography>{t('events:gifts.preparing')}</Typography>
          </Box>
        )}
        {receive.isError && <Alert severity="error">{apiMessage(receive.error)}</Alert>}
        {previewUrl && (
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'center',
              p: 2,
              borderRadius: 2,
              // A light check pattern shows the transparent parts of an emoticon.
              background: sticker
                ? 'repeating-conic-gradient(rgba(128,128,128,0.15) 0% 25%, transparent 0% 50%) 50% / 20px 20px'
                : undefined,
              bgcolor: sticker ? undefined : 'action.hover',
            }}
          >
            <Box
              component="img"
              src={previewUrl}
              alt={t('events:gifts.previewAlt', { title })}
              width={gift.width ?? undefined}
              height={gift.height ?? undefined}
              sx={{
                display: 'block',
                maxWidth: '100%',
                height: 'auto',
                maxHeight: sticker ? 240 : '55vh',
                objectFit: 'contain',
                width: 'auto',
              }}
            />
          </Box>
        )}
        {file && gift.width && gift.height && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, textAlign: 'center' }}>
            {t('events:gifts.fileInfo', { width: gift.width, height: gift.height })}
          </Typography>
        )}
        <Box role="status" sx={{ mt: 2 }}>
          {saved && <Alert severity="success">{t('events:gifts.downloaded', { fileName: saved })}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" startIcon={<Download aria-hidden />} onClick={download} disabled={!file}>
          {saved ? t('events:gifts.downloadAgain') : t('events:gifts.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
