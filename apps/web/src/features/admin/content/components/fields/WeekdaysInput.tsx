import { useMemo } from 'react';
import { dateTimeFormat } from '@atrium/shared/intl-formats';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useController } from 'react-hook-form';
import type { WeekdaysField } from '@atrium/shared/content/fields';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useEditor } from '../editor/EditorContext';
import { FieldSet } from './FieldSet';

/** Sunday (0) to Saturday (6) in the admin's language, by Intl (1 January 2023 was a Sunday). */
function useWeekdayNames(): string[] {
  const lang = useLanguage();
  return useMemo(() => {
    const format = dateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2023, 0, 1 + day)));
  }, [lang]);
}

/** `weekdays`: seven boxes, Sunday first; stored as the sorted day numbers. */
export function WeekdaysInput({ name, label, field }: { name: string; label: string; field: WeekdaysField }) {
  const names = useWeekdayNames();
  const { clearErrors } = useEditor();
  const { field: input } = useController({ name });
  const days: number[] = Array.isArray(input.value)
    ? input.value.filter((d): d is number => typeof d === 'number')
    : [];
  const toggle = (day: number, on: boolean) => {
    const next = on ? [...new Set([...days, day])] : days.filter((d) => d !== day);
    input.onChange(next.sort((a, b) => a - b));
    clearErrors(name);
  };
  return (
    <FieldSet name={name} label={label} required={field.required}>
      <FormGroup row>
        {names.map((dayName, day) => (
          <FormControlLabel
            key={dayName}
            control={<Checkbox checked={days.includes(day)} onChange={(_e, on) => toggle(day, on)} />}
            label={dayName}
          />
        ))}
      </FormGroup>
    </FieldSet>
  );
}
