import { useState } from 'react';
import { FormDialog } from '#web/features/admin/components/FormDialog';
import { TextInput } from '#web/features/admin/components/TextInput';
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
    <FormDialog
      open={open}
      title={t('admin:releases.schedule.title')}
      intro={t('admin:releases.schedule.text')}
      busy={busy}
      submitLabel={t('admin:releases.schedule.confirm')}
      onClose={onClose}
      onSubmit={submit}
    >
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
    </FormDialog>
  );
}
