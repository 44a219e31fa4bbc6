import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TextInput } from '#web/features/admin/components/TextInput';
import { useTranslation } from '#web/lib/i18n/react';
import { VENUE_TIME_ZONE } from '#web/features/admin/content/lib/venue-time';

export interface When {
  mode: 'now' | 'at';
  /** A datetime-local value in the venue's time zone ('2026-04-10T10:30'). */
  local: string;
}

/** "Now" or "at" a date and time, given in the venue's time zone (Asia/Seoul), as the dialog says. */
export function WhenChoice({
  id,
  legend,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  value: When;
  onChange: (value: When) => void;
  /** An i18n key when the time is missing or not usable. */
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{legend}</FormLabel>
      <RadioGroup
        value={value.mode}
        onChange={(_event, mode) => onChange({ ...value, mode: mode === 'at' ? 'at' : 'now' })}
      >
        <FormControlLabel value="now" control={<Radio />} label={t('admin:content.when.now')} />
        <FormControlLabel value="at" control={<Radio />} label={t('admin:content.when.at')} />
      </RadioGroup>
      {value.mode === 'at' && (
        <TextInput
          id={`${id}-at`}
          type="datetime-local"
          label={t('admin:content.when.dateTime')}
          value={value.local}
          onChange={(event) => onChange({ ...value, local: event.target.value })}
          required
          error={Boolean(error)}
          helperText={error ? t(error) : t('admin:content.when.timeZone', { zone: VENUE_TIME_ZONE })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ mt: 1 }}
        />
      )}
    </FormControl>
  );
}
