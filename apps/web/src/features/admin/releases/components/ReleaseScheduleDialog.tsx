import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TextInput } from '#web/components/forms/TextInput';
import { useTranslation } from '#web/lib/i18n/react';
import { VENUE_TIME_ZONE, scheduledTime } from '#web/features/admin/content/lib/venue-time';

interface ReleaseScheduleDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** An ISO date-time with its offset, in the future. */
  onConfirm: (at: string) => void;
}

/** "Schedule…": the date and time the release goes live, given in the venue's time zone, as the editor's schedule is. */
export function ReleaseScheduleDialog({ open, busy, onClose, onConfirm }: ReleaseScheduleDialogProps) {
  const { t } = useTranslation();
  const [local, setLocal] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const time = scheduledTime(local);
    if ('error' in time) return setError(time.error);
    onConfirm(time.at);
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="release-schedule-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="release-schedule-title">{t('admin:releases.schedule.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('admin:releases.schedule.text')}</DialogContentText>
        <TextInput
          id="release-schedule-at"
          type="datetime-local"
          label={t('admin:content.when.dateTime')}
          value={local}
          onChange={(event) => {
            setLocal(event.target.value);
            setError(undefined);
          }}
          required
          error={Boolean(error)}
          helperText={error ? t(error) : t('admin:content.when.timeZone', { zone: VENUE_TIME_ZONE })}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('admin:common.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {t('admin:releases.schedule.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
