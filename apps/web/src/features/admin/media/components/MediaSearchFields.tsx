import { useEffect, useId, useState, type ChangeEvent } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { MEDIA_SEARCH_MAX, type MediaSearch } from '@atrium/shared/api/media';
import { VENUE_TIME_ZONE } from '@atrium/shared/venue-time-zone';
import { TextInput } from '#web/features/admin/components/TextInput';

/** The search runs this long after the last keystroke. */
const TYPING_PAUSE_MS = 300;

interface MediaSearchFieldsProps {
  value: MediaSearch;
  onChange: (search: MediaSearch) => void;
}

/**
 * The media library's search: a text found in the file name or in the alt text of any language,
 * and the upload days (the venue's calendar, as the server reads them), each bound limiting the other.
 */
export function MediaSearchFields({ value, onChange }: MediaSearchFieldsProps) {
  const { t } = useTranslation();
  const zoneId = useId();
  const [text, setText] = useState(value.q ?? '');
  // The text goes out once typing pauses; a search changed from outside (cleared) is shown.
  const [shownQ, setShownQ] = useState(value.q);
  if (value.q !== shownQ) {
    setShownQ(value.q);
    // Not the text's own search coming back (a space typed after a word stays).
    if ((value.q ?? '') !== text.trim()) setText(value.q ?? '');
  }
  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === (value.q || undefined)) return undefined;
    const timer = window.setTimeout(() => onChange({ ...value, q }), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);
  const dateField = (name: 'from' | 'to', range: { min?: string; max?: string }) => (
    <TextInput
      type="date"
      size="small"
      name={`media-${name}`}
      label={t(`admin:media.search.${name}`)}
      value={value[name] ?? ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange({ ...value, [name]: event.target.value || undefined })
      }
      slotProps={{ inputLabel: { shrink: true }, htmlInput: range }}
    />
  );
  return (
    <Stack
      component="fieldset"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 2, border: 0, p: 0, m: 0, '& .MuiFormControl-root': { minWidth: 160 } }}
      aria-describedby={zoneId}
    >
      <legend style={{ padding: 0, marginBottom: 8 }}>{t('admin:media.search.legend')}</legend>
      <TextInput
        size="small"
        type="search"
        name="media-q"
        label={t('admin:media.search.text')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MEDIA_SEARCH_MAX } }}
        sx={{ flexGrow: 1, minWidth: 220 }}
      />
      {dateField('from', { max: value.to })}
      {dateField('to', { min: value.from })}
      <Typography id={zoneId} variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {t('admin:media.search.zone', { zone: VENUE_TIME_ZONE })}
      </Typography>
    </Stack>
  );
}
