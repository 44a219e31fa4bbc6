import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTranslation } from '#web/lib/i18n/react';
import { pickLocalized } from '@atrium/shared/localized';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { useEventChoices } from '../api/events';

interface CheckInEventSelectProps {
  id: string;
  /** The event shown; null while not known yet. */
  value: number | null;
  onChange: (eventId: number) => void;
  /** Shown also while there is only one event (the gifts say whose they are). */
  showAlone?: boolean;
}

/** Which daily check-in event a part of the page is about (newest first); hidden while there is only one, unless `showAlone`. */
export function CheckInEventSelect({ id, value, onChange, showAlone = false }: CheckInEventSelectProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useAdminFormat();
  const events = useEventChoices();
  const checkInEvents = events.data?.items.filter((event) => event.checkIn) ?? [];
  if (!showAlone && (checkInEvents.length < 2 || value === null)) return null;
  return (
    <FormControl size="small" sx={{ maxWidth: 480 }}>
      <InputLabel id={`${id}-label`}>{t('admin:eventAdmin.gifts.event')}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={t('admin:eventAdmin.gifts.event')}
        value={value !== null && checkInEvents.some((event) => event.id === value) ? value : ''}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {checkInEvents.map((event) => (
          <MenuItem key={event.id} value={event.id}>
            {`${pickLocalized(event.title, lang).text} (${format.bucket(event.startDate, 'day')})`}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
