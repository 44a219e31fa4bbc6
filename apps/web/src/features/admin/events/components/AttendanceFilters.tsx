import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '#web/features/admin/components/TextInput';
import FilterAlt from '@mui/icons-material/FilterAlt';
import { useTranslation } from '#web/lib/i18n/react';
import { CHECK_IN_DAYS } from '@atrium/shared/limits';
import { SearchField } from '#web/features/admin/components/SearchField';

interface AttendanceFiltersProps {
  min: number;
  keyword: string;
  onApply: (filters: { min: number; keyword: string | undefined }) => void;
}

/** Minimum check-in count and a keyword (name, e-mail), applied together on Enter or the button. */
export function AttendanceFilters({ min, keyword, onApply }: AttendanceFiltersProps) {
  const { t } = useTranslation();
  const [minValue, setMinValue] = useState(String(min));
  const [keywordValue, setKeywordValue] = useState(keyword);
  const minNumber = Number(minValue);
  const minValid = Number.isInteger(minNumber) && minNumber >= 1 && minNumber <= CHECK_IN_DAYS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!minValid) return;
    onApply({ min: minNumber, keyword: keywordValue.trim() || undefined });
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('admin:eventAdmin.attendance.filters')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={submit}
      sx={{ maxWidth: 720, alignItems: { sm: 'flex-start' } }}
    >
      <TextInput
        size="small"
        type="number"
        name="min"
        label={t('admin:eventAdmin.attendance.min')}
        value={minValue}
        onChange={(event) => setMinValue(event.target.value)}
        error={!minValid}
        helperText={minValid ? undefined : t('admin:eventAdmin.attendance.minRange', { max: CHECK_IN_DAYS })}
        slotProps={{ htmlInput: { min: 1, max: CHECK_IN_DAYS, step: 1 } }}
        sx={{ width: { sm: 200 } }}
      />
      <SearchField
        name="keyword"
        fullWidth
        label={t('admin:eventAdmin.attendance.keyword')}
        value={keywordValue}
        onChange={setKeywordValue}
      />
      <Button type="submit" variant="contained" startIcon={<FilterAlt aria-hidden />} sx={{ flexShrink: 0 }}>
        {t('admin:eventAdmin.attendance.apply')}
      </Button>
    </Stack>
  );
}
