import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '#web/lib/i18n/react';

interface FilterSelectProps {
  label: string;
  /** undefined: all. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  sx?: SxProps<Theme>;
}

/**
 * A list filter whose empty choice means "all": it shows the "all" option's text instead of an
 * empty box, with the label above it.
 */
export function FilterSelect({ label, value, onChange, options, sx }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={sx}
    >
      <MenuItem value="">{t('admin:common.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
