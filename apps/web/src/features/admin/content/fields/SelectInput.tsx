import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectField } from '@atrium/shared/content/fields';
import { LANGUAGE_NAMES, isLanguage } from '@atrium/shared/languages';
import { useEditor } from '../editor/EditorContext';
import { optionLabelKey } from '../lib/fieldLabels';
import { fieldDomId, useFieldErrors } from './useFieldErrors';

/** A `select`: one of its declared options (languages by their own names); '' when none is chosen. */
export function SelectInput({ name, label, field }: { name: string; label: string; field: SelectField }) {
  const { t } = useTranslation();
  const { clearErrors } = useEditor();
  const { field: input } = useController({ name });
  const { text, invalid } = useFieldErrors(name);
  const optionText = (option: string) =>
    isLanguage(option) ? LANGUAGE_NAMES[option] : t(optionLabelKey(option), { defaultValue: option });
  return (
    <TextField
      select
      id={fieldDomId(name)}
      name={name}
      label={label}
      required={field.required}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={(event) => {
        input.onChange(event.target.value || null);
        clearErrors(name);
      }}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={invalid}
      helperText={text}
      sx={{ maxWidth: 360 }}
      fullWidth
    >
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
