import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '#web/lib/i18n/react';
import type { SelectField } from '@atrium/shared/content/fields';
import { LANGUAGE_NAMES, isLanguage } from '@atrium/shared/languages';
import { optionLabelKey } from '#web/features/admin/content/lib/field-labels';
import { textOrNull, useTextInput } from './use-text-input';

/** A `select`: one of its declared options (languages by their own names); '' when none is chosen. */
export function SelectInput({ name, label, field }: { name: string; label: string; field: SelectField }) {
  const { t } = useTranslation();
  const input = useTextInput(name, { store: textOrNull });
  const optionText = (option: string) =>
    isLanguage(option) ? LANGUAGE_NAMES[option] : t(optionLabelKey(option), { defaultValue: option });
  return (
    <TextField {...input} select label={label} required={field.required} sx={{ maxWidth: 360 }} fullWidth>
      {!field.required && (
        <MenuItem value="">
          <em>{t('admin:content.editor.none')}</em>
        </MenuItem>
      )}
      {field.options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionText(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
